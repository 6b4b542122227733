import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ClientRouteHints, type RouteHints } from '../../platform/http/client-route-hints.js';
import { CatalogCache } from './cache/catalog-cache.js';
import { CatalogLookups } from './read-model/catalog.lookups.js';
import type { ImageWidth } from './read-model/catalog.rows.js';
import { GetComicDetailQuery } from './queries/get-comic-detail/get-comic-detail.query.js';
import { GetHomeSlidesQuery } from './queries/get-home-slides/get-home-slides.query.js';

// The client's routes (web/src/app/router.tsx) for the pages people land on from outside. A slug
// is only looked up when it could be one (import/catalog.slug.ts makes [\w-] slugs); the hints then use
// the stored slug, never the path's text.
const DETAIL = /^\/comic\/([A-Za-z0-9_-]{1,200})\/?$/;
const READER = /^\/comic\/([A-Za-z0-9_-]{1,200})\/(\d{1,6})\/?$/;

/** As web/src/lib/images.ts imageUrl: stored 'uploads/…' paths are served from the site root. */
const imageUrl = (p: string | null | undefined) => (!p ? undefined : /^\/?uploads\//.test(p) ? (p.startsWith('/') ? p : `/${p}`) : p);

/** As web/src/lib/images.ts IMAGE_SIZES: the `sizes` of home's hero and comic detail's cover. */
const SIZES = { hero: '(min-width: 630px) 34vw, 100vw', cover: '260px' } as const;

/** The hinted image with its srcset, as web/src/components/image.tsx renders it (srcset from 2 widths on). */
function image(
  path: string | null | undefined,
  widths: readonly ImageWidth[],
  sizes: string,
): Pick<RouteHints, 'image' | 'imageSrcset' | 'imageSizes'> {
  const src = imageUrl(path);
  if (!src || widths.length < 2) return { image: src };
  return { image: src, imageSrcset: widths.map((w) => `${imageUrl(w.image)} ${w.width}w`).join(', '), imageSizes: sizes };
}

/**
 * The catalog's index.html preload hints (platform ClientRouteHints): the largest image of home,
 * comic detail and the reader, as the client would ask for it once its shell has run (the data
 * GETs are the client's server build's to name), and the client page (`home`, `comic`, `reader`: web/vite.config.ts) whose
 * chunks the platform adds. A reader's first page is hinted only for a free, live episode: locked
 * pages never reach anyone without entitlement (docs/architecture.md). Built once per catalog state
 * (CatalogCache); unknown slugs are not kept (the lookup throws), so junk paths cannot crowd the
 * cache.
 */
@Injectable()
export class CatalogRouteHints extends ClientRouteHints {
  constructor(
    private readonly queries: QueryBus,
    private readonly lookups: CatalogLookups,
    private readonly cache: CatalogCache,
  ) {
    super();
  }

  async forPath(pathname: string): Promise<RouteHints | null> {
    try {
      if (pathname === '/') return await this.home();
      const reader = READER.exec(pathname);
      if (reader) return await this.reader(reader[1]!, Number(reader[2]));
      const detail = DETAIL.exec(pathname);
      if (detail) return await this.detail(detail[1]!);
    } catch {
      /* an unknown comic or episode: no hints */
    }
    return null;
  }

  private home(): Promise<RouteHints> {
    return this.cache.value('route-hints:home', async () => {
      const [first] = await this.queries.execute(new GetHomeSlidesQuery());
      return { page: 'home', ...image(first?.image, first?.imageWidths ?? [], SIZES.hero) };
    });
  }

  /** The comic behind a slug, only when the path holds its stored slug (not an id or another spelling). */
  private comic(slug: string) {
    return this.cache.value(`route-hints:comic:${slug}`, async () => {
      const d = await this.queries.execute(new GetComicDetailQuery(slug));
      if (d.comic.slug !== slug) throw new Error('not the stored slug');
      return d;
    });
  }

  private async detail(slug: string): Promise<RouteHints> {
    const { comic } = await this.comic(slug);
    const cover = comic.coverImage
      ? image(comic.coverImage, comic.coverImageWidths, SIZES.cover)
      : image(comic.thumbnail, comic.thumbnailWidths, SIZES.cover);
    return { page: 'comic', ...cover };
  }

  private async reader(slug: string, episodeNumber: number): Promise<RouteHints> {
    const { comicEpisode } = await this.comic(slug);
    const listed = comicEpisode.find((e) => e.episodeNumber === episodeNumber);
    if (!listed) return { page: 'reader' };
    const episode = await this.lookups.episode(listed._id);
    if (!episode.live || episode.monetization !== 'free') return { page: 'reader' };
    const first = await this.cache.value(
      `route-hints:first-page:${episode.id}`,
      async () => [...(await this.lookups.episodePages(episode.id))].sort((a, b) => a.sequence - b.sequence)[0]?.image,
    );
    return { page: 'reader', image: imageUrl(first) };
  }
}
