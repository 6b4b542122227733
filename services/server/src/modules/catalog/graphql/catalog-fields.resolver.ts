import { Args, Context, Int, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { ListSize } from '../../../platform/graphql/list-size.js';
import type { EpisodeSummaryOut } from '../read-model/catalog.rows.js';
import { CatalogLoaders } from './catalog.loaders.js';
import { episodePage, gqlComic, type GqlCtx } from './catalog.graphql-helpers.js';
import { Comic, EPISODE_PAGE_MAX, Episode, EpisodeOrderGql, EpisodeView } from './catalog.types.js';

/** A comic's episodes, batched per request (CatalogLoaders). */
@Resolver(() => Comic)
export class ComicResolver {
  constructor(private readonly loaders: CatalogLoaders) {}

  @ListSize({ max: EPISODE_PAGE_MAX, sizeArg: 'limit' })
  @ResolveField(() => [Episode], { description: `Published episodes, by number or newest created first; at most ${EPISODE_PAGE_MAX} a call, page on with offset` })
  async episodes(@Parent() comic: Comic, @Args('order', { type: () => EpisodeOrderGql, defaultValue: EpisodeOrderGql.NUMBER }) order: EpisodeOrderGql,
    @Args('offset', { type: () => Int, defaultValue: 0 }) offset: number, @Args('limit', { type: () => Int, defaultValue: EPISODE_PAGE_MAX }) limit: number,
    @Context() ctx: GqlCtx): Promise<EpisodeSummaryOut[]> {
    const list = await this.loaders.for(ctx.req).episodes.load(comic.id);
    const ordered = order === EpisodeOrderGql.NEWEST
      ? [...list].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.episodeNumber - a.episodeNumber)
      : list;
    return episodePage(ordered, offset, limit);
  }
}

@Resolver(() => EpisodeView)
export class EpisodeViewResolver {
  @ResolveField(() => [Episode])
  listEpisode(@Parent() view: EpisodeView, @Args('offset', { type: () => Int, defaultValue: 0 }) offset: number,
    @Args('limit', { type: () => Int, defaultValue: EPISODE_PAGE_MAX }) limit: number): Episode[] {
    return episodePage(view.listEpisode, offset, limit);
  }
}

/** An episode's comic, batched per request (CatalogLoaders). */
@Resolver(() => Episode)
export class EpisodeResolver {
  constructor(private readonly loaders: CatalogLoaders) {}

  @ResolveField(() => Comic, { nullable: true })
  async comic(@Parent() e: Episode, @Context() ctx: GqlCtx) {
    const c = await this.loaders.for(ctx.req).comic.load(e.comicId);
    return c ? gqlComic(c) : null;
  }
}
