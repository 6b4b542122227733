import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { WalletReadModel } from '../wallet.read-model.js';
import { GetClaimedGiftIdsQuery, GetEntitlementQuery, type Entitlement } from './get-entitlement.query.js';

@QueryHandler(GetEntitlementQuery)
export class GetEntitlementHandler implements IQueryHandler<GetEntitlementQuery> {
  constructor(private readonly readModel: WalletReadModel) {}

  async execute({ userId, episodeId }: GetEntitlementQuery): Promise<Entitlement> {
    if (await this.readModel.owns(userId, episodeId)) return { kind: 'owned' };
    const pass = await this.readModel.livePass(userId, episodeId);
    return pass ? { kind: 'rental', passUsed: !!pass.usedAt, expiresAt: pass.expiresAt } : { kind: 'none' };
  }
}

@QueryHandler(GetClaimedGiftIdsQuery)
export class GetClaimedGiftIdsHandler implements IQueryHandler<GetClaimedGiftIdsQuery> {
  constructor(private readonly readModel: WalletReadModel) {}

  execute({ userId, giftIds }: GetClaimedGiftIdsQuery): Promise<Set<string>> { return this.readModel.claimedGiftIds(userId, giftIds); }
}
