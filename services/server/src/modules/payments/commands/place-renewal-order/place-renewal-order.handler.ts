import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { OrdersService, type PlaceResult } from '../../orders.service.js';
import { PlaceRenewalOrderCommand } from './place-renewal-order.command.js';

@CommandHandler(PlaceRenewalOrderCommand)
export class PlaceRenewalOrderHandler implements ICommandHandler<PlaceRenewalOrderCommand> {
  constructor(private readonly orders: OrdersService) {}

  execute({ order }: PlaceRenewalOrderCommand): Promise<PlaceResult> {
    return this.orders.place({
      userId: order.userId,
      kind: order.kind,
      itemId: order.itemId,
      method: 'renewal',
      idempotencyKey: order.renewalKey,
      terms: order.terms,
      recurring: true,
      resumeInterrupted: true,
    });
  }
}
