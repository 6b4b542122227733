import { Query } from '@nestjs/cqrs';
import type { CatalogLanguage, ComicName, EpisodeName } from '../../../catalog/index.js';
import type { UsageTab } from '../../wallet.read-model.js';
import type { WalletPage } from '../../history/wallet.paging.js';

/**
 * One line of Usage History. An episode purchase and a rental pass name their episode and its
 * comic, an unlock-all (and its withdrawal) its comic and how many episodes (`episodeCount`):
 * titles in the reader's language, with the comic's slug and the episode's number to link to them.
 */
export interface UsageLine {
  id: string;
  kind: string;
  action: string;
  amount: number;
  episodeId: string | null;
  comicId: string | null;
  detail: string;
  createdAt: Date;
  comic: ComicName | null;
  episode: Omit<EpisodeName, 'comicId'> | null;
  episodeCount: number | null;
}

/** Usage History (docs/product.md account): one line per currency an event moved, newest first, 5 a page. */
export class GetUsageHistoryQuery extends Query<WalletPage<UsageLine>> {
  constructor(
    readonly userId: string,
    readonly tab: UsageTab,
    readonly page: number,
    readonly lang: CatalogLanguage = 'en',
  ) {
    super();
  }
}
