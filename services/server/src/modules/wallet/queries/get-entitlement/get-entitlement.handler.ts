import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock.js';
import { REFUND_WINDOW_MS } from '../../wallet.decider.js';
import { WalletReadModel } from '../../wallet.read-model.js';
import { GetEntitlementQuery, type Entitlement } from './get-entitlement.query.js';

@QueryHandler(GetEntitlementQuery)
export class GetEntitlementHandler implements IQueryHandler<GetEntitlementQuery> {
  constructor(
    private readonly readModel: WalletReadModel,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, episodeId }: GetEntitlementQuery): Promise<Entitlement> {
    const unlock = await this.readModel.ownedUnlock(userId, episodeId);
    if (unlock)
      return {
        kind: 'owned',
        withdrawable: unlock.via === 'all' && this.clock.now().getTime() - unlock.createdAt.getTime() <= REFUND_WINDOW_MS,
      };
    const pass = await this.readModel.livePass(userId, episodeId);
    return pass ? { kind: 'rental', passUsed: !!pass.usedAt, expiresAt: pass.expiresAt } : { kind: 'none' };
  }
}
