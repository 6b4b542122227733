import { Command } from '@nestjs/cqrs';
import type { WalletOutcome } from '../../wallet.stream.js';

/** Record the first use of a claimed rental pass for its episode (reading decides when). */
export class UseRentalPassCommand extends Command<WalletOutcome> {
  constructor(
    readonly userId: string,
    readonly episodeId: string,
  ) {
    super();
  }
}
