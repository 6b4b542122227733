import { QueryBus } from '@nestjs/cqrs';
import { Args, Context, Int, Query, Resolver } from '@nestjs/graphql';
import { OptionalUser } from '../../../../platform/auth/access.decorators.js';
import { CatalogLoaders } from '../../graphql/catalog.loaders.js';
import type { GqlCtx } from '../../graphql/catalog.graphql-helpers.js';
import { EpisodeView } from '../../graphql/catalog.types.js';
import { GetEpisodeQuery } from './get-episode.query.js';

@Resolver()
export class GetEpisodeResolver {
  constructor(
    private readonly queries: QueryBus,
    private readonly loaders: CatalogLoaders,
  ) {}

  // The reader (when a token is sent) is who EpisodeView's access, pages and progress are for.
  @OptionalUser()
  @Query(() => EpisodeView, { description: 'An episode by comic slug and episode number' })
  async episode(
    @Args('comicSlug') comicSlug: string,
    @Args('episodeNumber', { type: () => Int }) episodeNumber: number,
    @Context() ctx: GqlCtx,
  ): Promise<EpisodeView> {
    const d = await this.queries.execute(
      new GetEpisodeQuery(comicSlug, episodeNumber, this.loaders.for(ctx.req).now, await this.loaders.for(ctx.req).lang),
    );
    const { content, locked, description, ...ep } = d.episode;
    return {
      episode: { ...ep, comicId: ep.comicId._id },
      description,
      pages: content,
      locked: locked ?? null,
      comments: d.comments,
      listEpisode: d.listEpisode,
    };
  }
}
