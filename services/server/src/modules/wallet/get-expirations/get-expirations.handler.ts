import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { WalletReadModel } from '../wallet.read-model.js';
import { WALLET_PAGE_SIZE, type WalletPage } from '../wallet.paging.js';
import { GetExpirationsQuery, type ExpiringGrant } from './get-expirations.query.js';

@QueryHandler(GetExpirationsQuery)
export class GetExpirationsHandler implements IQueryHandler<GetExpirationsQuery> {
  constructor(private readonly readModel: WalletReadModel) {}

  async execute({ userId, tab, page }: GetExpirationsQuery): Promise<WalletPage<ExpiringGrant>> {
    const { items, total } = await this.readModel.expirations(userId, tab, page);
    return {
      items: items.map((r) => ({ id: r.id, kind: r.kind, total: r.total_amount, remaining: r.remaining, expiresAt: r.expires_at, detail: r.detail, episodeId: r.episode_id })),
      total, page, pageSize: WALLET_PAGE_SIZE,
    };
  }
}
