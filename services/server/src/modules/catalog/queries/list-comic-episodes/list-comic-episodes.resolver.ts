import { Args, Context, Int, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { ListSize } from '../../../../platform/graphql/list-size.js';
import type { EpisodeSummaryOut } from '../../read-model/catalog.rows.js';
import { CatalogLoaders } from '../../graphql/catalog.loaders.js';
import { episodePage, type GqlCtx } from '../../graphql/catalog.graphql-helpers.js';
import { Comic, EPISODE_PAGE_MAX, Episode, EpisodeOrderGql, EpisodeView } from '../../graphql/catalog.types.js';

/** A comic's episodes, batched per request (CatalogLoaders). */
@Resolver(() => Comic)
export class ComicEpisodesResolver {
  constructor(private readonly loaders: CatalogLoaders) {}

  @ListSize({ max: EPISODE_PAGE_MAX, sizeArg: 'limit' })
  @ResolveField(() => [Episode], {
    description: `Published episodes, by number or newest created first; at most ${EPISODE_PAGE_MAX} a call, page on with offset`,
  })
  async episodes(
    @Parent() comic: Comic,
    @Args('order', { type: () => EpisodeOrderGql, defaultValue: EpisodeOrderGql.NUMBER }) order: EpisodeOrderGql,
    @Args('offset', { type: () => Int, defaultValue: 0 }) offset: number,
    @Args('limit', { type: () => Int, defaultValue: EPISODE_PAGE_MAX }) limit: number,
    @Context() ctx: GqlCtx,
  ): Promise<EpisodeSummaryOut[]> {
    const list = await this.loaders.for(ctx.req).episodes.load(comic.id);
    const ordered =
      order === EpisodeOrderGql.NEWEST
        ? [...list].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.episodeNumber - a.episodeNumber)
        : list;
    return episodePage(ordered, offset, limit);
  }
}

/** The episode view's list of its comic's episodes, a page of it. */
@Resolver(() => EpisodeView)
export class EpisodeViewEpisodesResolver {
  @ResolveField(() => [Episode])
  listEpisode(
    @Parent() view: EpisodeView,
    @Args('offset', { type: () => Int, defaultValue: 0 }) offset: number,
    @Args('limit', { type: () => Int, defaultValue: EPISODE_PAGE_MAX }) limit: number,
  ): Episode[] {
    return episodePage(view.listEpisode, offset, limit);
  }
}
