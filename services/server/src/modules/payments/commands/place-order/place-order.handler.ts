import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { requestContext } from '../../../../platform/context/request-context.js';
import { OrdersService, type PlaceResult } from '../../orders.service.js';
import { PlaceOrderCommand } from './place-order.command.js';

@CommandHandler(PlaceOrderCommand)
export class PlaceOrderHandler implements ICommandHandler<PlaceOrderCommand> {
  constructor(private readonly orders: OrdersService) {}

  execute({ order }: PlaceOrderCommand): Promise<PlaceResult> {
    return this.orders.place({ ...order, idempotencyKey: requestContext.get()?.idempotencyKey });
  }
}
