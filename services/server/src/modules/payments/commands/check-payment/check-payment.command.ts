import { Command } from '@nestjs/cqrs';
import type { OrderStatus } from '../../orders.store.js';

/**
 * Ask the provider whether an order was paid, and settle it if so. The provider's callback only
 * prompts this (it carries no proof); for an unpaid order it changes nothing.
 */
export class CheckPaymentCommand extends Command<{ status: OrderStatus }> {
  constructor(readonly orderId: string) {
    super();
  }
}
