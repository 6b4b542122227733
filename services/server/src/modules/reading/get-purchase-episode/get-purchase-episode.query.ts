import { Query } from '@nestjs/cqrs';
import type { ComicOut } from '../../catalog/index.js';

export interface PurchasedEpisode { episodeId: string; title: string; comicId: string; coin: number; bonusCoin: number; createdAt: Date }
export interface PurchasedComic { comic: ComicOut; totalPercentage: number }

/**
 * Purchased episodes and the comics they belong to (get-purchase-episode, Library 'Unlocked'),
 * with how far each comic was read: summed progress over its live episodes, at most 100.
 */
export class GetPurchaseEpisodeQuery extends Query<{ episodes: PurchasedEpisode[]; comics: PurchasedComic[] }> {
  constructor(readonly userId: string) { super(); }
}
