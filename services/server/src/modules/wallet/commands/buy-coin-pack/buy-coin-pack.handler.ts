import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PlaceOrderCommand } from '../../../payments/index.js';
import { WalletReadModel } from '../../wallet.read-model.js';
import { BuyCoinPackCommand, type CoinPackBought } from './buy-coin-pack.command.js';

/** The pack is credited when its order settles (at once with the sandbox provider, later with QPay). */
@CommandHandler(BuyCoinPackCommand)
export class BuyCoinPackHandler implements ICommandHandler<BuyCoinPackCommand> {
  constructor(
    private readonly commands: CommandBus,
    private readonly readModel: WalletReadModel,
  ) {}

  async execute({ userId, coinPackId, method, price, promoId }: BuyCoinPackCommand): Promise<CoinPackBought> {
    const placed = await this.commands.execute(
      new PlaceOrderCommand({ userId, kind: 'coin_pack', itemId: coinPackId, method, clientPrice: price, promoId: promoId ?? null }),
    );
    return { placed, balance: await this.readModel.balance(userId) };
  }
}
