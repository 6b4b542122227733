import { Query } from '@nestjs/cqrs';
import type { CatalogLanguage, ComicOut } from '../../../catalog/index.js';
import type { ReaderShare } from '../../ports/community.ports.js';

/** A purchased episode, named in the reader's language with its number and comic (slug and title) to link to it. */
export interface PurchasedEpisode {
  episodeId: string;
  title: string;
  episodeNumber: number | null;
  comicId: string;
  comicSlug: string | null;
  comicTitle: string | null;
  coin: number;
  bonusCoin: number;
  createdAt: Date;
}
export interface PurchasedComic {
  comic: ComicOut;
  totalPercentage: number;
}

export interface PurchasedEpisodesAnswer {
  episodes: PurchasedEpisode[];
  comics: PurchasedComic[];
  shares: ReaderShare[];
}

/**
 * Purchased episodes and the comics they belong to (get-purchase-episode, Library 'Unlocked'),
 * with how far each comic was read: summed progress over its live episodes, at most 100; and the
 * comics the reader shared (asked of the community through ReaderSharesPort).
 */
export class GetPurchasedEpisodesQuery extends Query<PurchasedEpisodesAnswer> {
  constructor(
    readonly userId: string,
    readonly lang: CatalogLanguage = 'en',
  ) {
    super();
  }
}
