import { Command } from '@nestjs/cqrs';
import type { WalletOutcome } from '../../wallet.stream.js';

/**
 * The reader asks for a coin pack's refund (docs/product.md: within 7 days, only if none of its coins or
 * bonus coins were spent, once). The same compensating event as the operator's refund.
 */
export class RequestRefundCommand extends Command<WalletOutcome> {
  constructor(
    readonly userId: string,
    readonly orderId: string,
  ) {
    super();
  }
}
