import { QueryBus } from '@nestjs/cqrs';
import { Args, Context, Query, Resolver } from '@nestjs/graphql';
import { Public } from '../../../../platform/auth/access.decorators.js';
import { CatalogLoaders } from '../../graphql/catalog.loaders.js';
import { gqlComic, type GqlCtx } from '../../graphql/catalog.graphql-helpers.js';
import { Comic } from '../../graphql/catalog.types.js';
import { GetComicDetailQuery } from './get-comic-detail.query.js';

@Resolver()
export class GetComicDetailResolver {
  constructor(
    private readonly queries: QueryBus,
    private readonly loaders: CatalogLoaders,
  ) {}

  /** The detail's episodes answer the comic's `episodes` field of this request (no second read). */
  @Public()
  @Query(() => Comic, { description: 'A comic by slug (or id)' })
  async comicDetail(@Args('slug') slug: string, @Context() ctx: GqlCtx): Promise<Comic> {
    const loaders = this.loaders.for(ctx.req);
    const { comic, comicEpisode } = await this.queries.execute(new GetComicDetailQuery(slug, loaders.now, await loaders.lang));
    loaders.episodes.prime(comic.id, comicEpisode);
    return gqlComic(comic);
  }
}
