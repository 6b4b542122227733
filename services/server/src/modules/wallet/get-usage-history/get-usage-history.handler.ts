import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { WalletReadModel } from '../wallet.read-model.js';
import { WALLET_PAGE_SIZE, type WalletPage } from '../wallet.paging.js';
import { GetUsageHistoryQuery, type UsageLine } from './get-usage-history.query.js';

@QueryHandler(GetUsageHistoryQuery)
export class GetUsageHistoryHandler implements IQueryHandler<GetUsageHistoryQuery> {
  constructor(private readonly readModel: WalletReadModel) {}

  async execute({ userId, tab, page }: GetUsageHistoryQuery): Promise<WalletPage<UsageLine>> {
    const { items, total } = await this.readModel.usage(userId, tab, page);
    return {
      items: items.map((r) => ({ id: `${r.event_id}:${r.kind}`, kind: r.kind, action: r.action, amount: r.amount, episodeId: r.episode_id, comicId: r.comic_id, detail: r.detail, createdAt: r.created_at })),
      total, page, pageSize: WALLET_PAGE_SIZE,
    };
  }
}
