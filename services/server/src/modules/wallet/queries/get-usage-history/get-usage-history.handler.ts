import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetCatalogNamesQuery } from '../../../catalog/index.js';
import { WalletReadModel } from '../../wallet.read-model.js';
import { WALLET_PAGE_SIZE, type WalletPage } from '../../history/wallet.paging.js';
import { GetUsageHistoryQuery, type UsageLine } from './get-usage-history.query.js';

@QueryHandler(GetUsageHistoryQuery)
export class GetUsageHistoryHandler implements IQueryHandler<GetUsageHistoryQuery> {
  constructor(
    private readonly readModel: WalletReadModel,
    private readonly queries: QueryBus,
  ) {}

  async execute({ userId, tab, page, lang }: GetUsageHistoryQuery): Promise<WalletPage<UsageLine>> {
    const { items, total } = await this.readModel.usage(userId, tab, page);
    const ids = (column: 'comic_id' | 'episode_id') => items.map((r) => r[column] as string | null).filter((id): id is string => !!id);
    const names = await this.queries.execute(new GetCatalogNamesQuery(ids('comic_id'), ids('episode_id'), lang));
    return {
      items: items.map((r) => {
        const episode = r.episode_id ? names.episodes.get(r.episode_id) : undefined;
        // A rental pass line knows its episode only; the episode knows its comic.
        const comicId: string | null = r.comic_id ?? episode?.comicId ?? null;
        return {
          id: `${r.event_id}:${r.kind}`,
          kind: r.kind,
          action: r.action,
          amount: r.amount,
          episodeId: r.episode_id,
          comicId,
          detail: r.detail,
          createdAt: r.created_at,
          comic: (comicId && names.comics.get(comicId)) || null,
          episode: episode ? { id: episode.id, episodeNumber: episode.episodeNumber, title: episode.title } : null,
          episodeCount: r.episode_count ?? null,
        };
      }),
      total,
      page,
      pageSize: WALLET_PAGE_SIZE,
    };
  }
}
