import { Query } from '@nestjs/cqrs';
import type { CachedRead } from '../../cache/cached-read.js';
import type { ComicOut, EpisodeSummaryOut } from '../../read-model/catalog.rows.js';
import type { CatalogLanguage } from '../../catalog.language.js';

/** A public comic with its counts, its public episodes by number, and its reads. */
export interface ComicDetail {
  comic: ComicOut & { episodeCount: number; likeCount: number; shareCount: number };
  comicEpisode: EpisodeSummaryOut[];
  totalRead: number;
}

/**
 * Comic detail carries like and share counts, which move without an import: rebuilt every second
 * (requests meanwhile get the body before, CatalogCache.get).
 */
const COMIC_MAX_AGE_MS = 1_000;

/** Comic detail by id or slug: the public comic, its public episodes by number, its reads and like/share counts; 404 otherwise. */
export class GetComicDetailQuery extends Query<ComicDetail> implements CachedRead<ComicDetail> {
  readonly cacheKey: string;
  readonly maxAgeMs = COMIC_MAX_AGE_MS;
  constructor(
    readonly comicId: string,
    readonly at?: Date,
    readonly lang: CatalogLanguage = 'en',
  ) {
    super();
    this.cacheKey = `comic:${comicId}:${lang}`;
  }
}
