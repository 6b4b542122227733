import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { notFound } from '../../../../platform/errors/domain-error.js';
import { OrdersService } from '../../orders.service.js';
import type { OrderStatus } from '../../orders.store.js';
import { CheckPaymentCommand } from './check-payment.command.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@CommandHandler(CheckPaymentCommand)
export class CheckPaymentHandler implements ICommandHandler<CheckPaymentCommand> {
  constructor(private readonly orders: OrdersService) {}

  async execute({ orderId }: CheckPaymentCommand): Promise<{ status: OrderStatus }> {
    if (!UUID.test(orderId)) throw notFound('Order', 'PAYMENTS.ORDER_NOT_FOUND');
    const order = await this.orders.reconcile(orderId.toLowerCase());
    if (!order) throw notFound('Order', 'PAYMENTS.ORDER_NOT_FOUND');
    return { status: order.status };
  }
}
