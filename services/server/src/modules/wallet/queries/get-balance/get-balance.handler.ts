import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { WalletReadModel } from '../../wallet.read-model.js';
import type { Balance } from '../../wallet.stream.js';
import { GetBalanceQuery } from './get-balance.query.js';

@QueryHandler(GetBalanceQuery)
export class GetBalanceHandler implements IQueryHandler<GetBalanceQuery> {
  constructor(private readonly readModel: WalletReadModel) {}

  execute({ userId }: GetBalanceQuery): Promise<Balance> {
    return this.readModel.balance(userId);
  }
}
