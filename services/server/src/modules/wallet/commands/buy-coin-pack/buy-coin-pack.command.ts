import { Command } from '@nestjs/cqrs';
import type { PlaceResult } from '../../../payments/index.js';
import type { Balance } from '../../wallet.stream.js';

export interface CoinPackBought {
  placed: PlaceResult;
  balance: Balance;
}

/** Buy a coin pack through payments; `price` is the price the reader saw (only compared). */
export class BuyCoinPackCommand extends Command<CoinPackBought> {
  constructor(
    readonly userId: string,
    readonly coinPackId: string,
    readonly method: string,
    readonly price?: number,
    readonly promoId?: string | null,
  ) {
    super();
  }
}
