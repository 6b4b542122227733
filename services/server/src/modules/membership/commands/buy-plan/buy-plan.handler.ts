import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PlaceOrderCommand, type PlaceResult } from '../../../payments/index.js';
import { BuyPlanCommand } from './buy-plan.command.js';

/** The plan starts (or extends the current one) when its order settles; the server dates it (docs/product.md). */
@CommandHandler(BuyPlanCommand)
export class BuyPlanHandler implements ICommandHandler<BuyPlanCommand> {
  constructor(private readonly commands: CommandBus) {}

  execute({ userId, planId, method, price, promoId }: BuyPlanCommand): Promise<PlaceResult> {
    return this.commands.execute(
      new PlaceOrderCommand({ userId, kind: 'plan', itemId: planId, method, clientPrice: price, promoId: promoId ?? null }),
    );
  }
}
