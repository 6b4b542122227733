import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { HistoryNames, type SourceNames } from '../../history/history-names.js';
import { WalletReadModel } from '../../wallet.read-model.js';
import { WALLET_PAGE_SIZE, type WalletPage } from '../../history/wallet.paging.js';
import { GetExpirationsQuery, type ExpiringGrant } from './get-expirations.query.js';

type Row = Record<string, any>;
const sourcesOf = (rows: Row[], kind: 'pack' | 'gift') => rows.filter((r) => r.source_kind === kind).map((r) => String(r.source_id));

@QueryHandler(GetExpirationsQuery)
export class GetExpirationsHandler implements IQueryHandler<GetExpirationsQuery> {
  constructor(
    private readonly readModel: WalletReadModel,
    private readonly names: HistoryNames,
  ) {}

  async execute({ userId, tab, page, lang }: GetExpirationsQuery): Promise<WalletPage<ExpiringGrant>> {
    const { items, total } = await this.readModel.expirations(userId, tab, page);
    // A rental pass's detail stays empty: the client links it to its episode.
    const lots = items.filter((r) => r.kind !== 'rental');
    const named =
      lang && lots.length ? await this.names.of({ orderIds: sourcesOf(lots, 'pack'), giftIds: sourcesOf(lots, 'gift') }, lang) : undefined;
    return {
      items: items.map((r) => ({
        id: r.id,
        kind: r.kind,
        total: r.total_amount,
        remaining: r.remaining,
        expiresAt: r.expires_at,
        detail: detailOf(r, named),
        episodeId: r.episode_id,
      })),
      total,
      page,
      pageSize: WALLET_PAGE_SIZE,
    };
  }
}

function detailOf(r: Row, named: SourceNames | undefined): string {
  if (!named || r.kind === 'rental') return r.detail;
  const id = String(r.source_id).toLowerCase();
  return (r.source_kind === 'pack' ? named.orders.get(id) : r.source_kind === 'gift' ? named.gifts.get(id) : undefined) ?? r.detail;
}
