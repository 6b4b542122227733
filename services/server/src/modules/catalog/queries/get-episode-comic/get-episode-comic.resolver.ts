import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { CatalogLoaders } from '../../graphql/catalog.loaders.js';
import { gqlComic, type GqlCtx } from '../../graphql/catalog.graphql-helpers.js';
import { Comic, Episode } from '../../graphql/catalog.types.js';

/** An episode's comic, batched per request (CatalogLoaders). */
@Resolver(() => Episode)
export class EpisodeComicResolver {
  constructor(private readonly loaders: CatalogLoaders) {}

  @ResolveField(() => Comic, { nullable: true })
  async comic(@Parent() e: Episode, @Context() ctx: GqlCtx) {
    const c = await this.loaders.for(ctx.req).comic.load(e.comicId);
    return c ? gqlComic(c) : null;
  }
}
