import { Command } from '@nestjs/cqrs';
import type { PlaceOrder, PlaceResult } from '../../orders.service.js';

/**
 * Place an order for something a context sells (a coin pack, a plan): priced by the server,
 * paid through the provider; settled at once by the sandbox, pending with an invoice otherwise.
 * The request's Idempotency-Key makes a repeat answer the first order.
 */
export class PlaceOrderCommand extends Command<PlaceResult> {
  constructor(readonly order: Omit<PlaceOrder, 'idempotencyKey'>) {
    super();
  }
}
