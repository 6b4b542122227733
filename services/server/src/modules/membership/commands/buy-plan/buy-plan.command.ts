import { Command } from '@nestjs/cqrs';
import type { PlaceResult } from '../../../payments/index.js';

/** Buy a VIP plan through payments; `price` is the price the reader saw (only compared). */
export class BuyPlanCommand extends Command<PlaceResult> {
  constructor(
    readonly userId: string,
    readonly planId: string,
    readonly method: string,
    readonly price?: number,
    readonly promoId?: string | null,
  ) {
    super();
  }
}
