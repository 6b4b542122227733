import { Injectable } from '@nestjs/common';
import DataLoader from 'dataloader';
import { Clock } from '../../../platform/clock/clock.js';
import type { CatalogLanguage } from '../catalog.language.js';
import { CatalogQueries } from '../read-model/catalog.queries.js';
import { ReaderLanguage } from '../reader-language.js';
import type { ComicOut, EpisodeSummaryOut } from '../read-model/catalog.rows.js';

export interface Loaders {
  now: Date;
  /** The language this request reads the catalog in (ReaderLanguage). */
  lang: Promise<CatalogLanguage>;
  comic: DataLoader<string, ComicOut | null>;
  episodes: DataLoader<string, EpisodeSummaryOut[]>;
}

/** Per-request DataLoaders (one batch query per field across a list) and the request's `now` and language, keyed by the request object. */
@Injectable()
export class CatalogLoaders {
  private readonly byRequest = new WeakMap<object, Loaders>();
  constructor(
    private readonly queries: CatalogQueries,
    private readonly language: ReaderLanguage,
    private readonly clock: Clock,
  ) {}

  for(req: object | undefined): Loaders {
    const key = req ?? {};
    let l = this.byRequest.get(key);
    if (!l) {
      const now = this.clock.now();
      const lang = this.language.of(req);
      l = {
        now,
        lang,
        comic: new DataLoader(async (ids) => {
          const rows = await this.queries.comicsByIds(ids, now, await lang);
          const map = new Map(rows.map((r) => [r.id, r]));
          return ids.map((id) => map.get(id) ?? null);
        }),
        episodes: new DataLoader(async (ids) => {
          const rows = await this.queries.episodesOf([...ids], now, 'number', await lang);
          return ids.map((id) => rows.filter((e) => e.comicId === id));
        }),
      };
      this.byRequest.set(key, l);
    }
    return l;
  }
}
