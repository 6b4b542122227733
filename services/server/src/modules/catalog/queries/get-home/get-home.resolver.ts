import { QueryBus } from '@nestjs/cqrs';
import { Context, Query, Resolver } from '@nestjs/graphql';
import { Public } from '../../../../platform/auth/access.decorators.js';
import { CatalogLoaders } from '../../graphql/catalog.loaders.js';
import { gqlComic, type GqlCtx } from '../../graphql/catalog.graphql-helpers.js';
import { Home } from '../../graphql/catalog.types.js';
import { GetHomeQuery } from './get-home.query.js';

@Resolver()
export class GetHomeResolver {
  constructor(
    private readonly queries: QueryBus,
    private readonly loaders: CatalogLoaders,
  ) {}

  @Public()
  @Query(() => Home, { description: 'Home sections (docs/product.md Home)' })
  async home(@Context() ctx: GqlCtx): Promise<Home> {
    const h = await this.queries.execute(new GetHomeQuery(this.loaders.for(ctx.req).now, await this.loaders.for(ctx.req).lang));
    return {
      slides: h.slides,
      newReleases: h.newReleases.map(gqlComic),
      freeEpisode: h.freeEpisode.map(gqlComic),
      showcase: h.showcase.map(gqlComic),
      genres: h.genres,
    };
  }
}
