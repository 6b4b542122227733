import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { WalletReadModel } from '../../wallet.read-model.js';
import { GetClaimedGiftIdsQuery } from './get-claimed-gift-ids.query.js';

@QueryHandler(GetClaimedGiftIdsQuery)
export class GetClaimedGiftIdsHandler implements IQueryHandler<GetClaimedGiftIdsQuery> {
  constructor(private readonly readModel: WalletReadModel) {}

  execute({ userId, giftIds }: GetClaimedGiftIdsQuery): Promise<Set<string>> {
    return this.readModel.claimedGiftIds(userId, giftIds);
  }
}
