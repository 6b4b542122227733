import { Command } from '@nestjs/cqrs';
import type { WalletOutcome } from '../../wallet.stream.js';

/** Expire what is left of a bonus-coin or point lot at its expiry time (a job or the sweep asks). */
export class ExpireLotCommand extends Command<WalletOutcome> {
  constructor(
    readonly userId: string,
    readonly lotId: string,
  ) {
    super();
  }
}
