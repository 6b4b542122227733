import { QueryBus } from '@nestjs/cqrs';
import { Args, Context, Int, Query, Resolver } from '@nestjs/graphql';
import { Public } from '../../../../platform/auth/access.decorators.js';
import { CatalogLoaders } from '../../graphql/catalog.loaders.js';
import { gqlComicPage, Listing, type GqlCtx } from '../../graphql/catalog.graphql-helpers.js';
import { ComicPage } from '../../graphql/catalog.types.js';
import { SEARCH_MAX } from './search-comics.query.js';
import { SearchComicsQuery } from './search-comics.query.js';

@Resolver()
export class SearchComicsResolver {
  constructor(
    private readonly queries: QueryBus,
    private readonly loaders: CatalogLoaders,
  ) {}

  @Public()
  @Listing()
  @Query(() => ComicPage, { description: `Search by title or tag (case-insensitive contains, at most ${SEARCH_MAX} characters)` })
  async searchComics(
    @Args('text') q: string,
    @Args('offset', { type: () => Int, defaultValue: 0 }) offset: number,
    @Args('limit', { type: () => Int, defaultValue: 20 }) limit: number,
    @Context() ctx: GqlCtx,
  ): Promise<ComicPage> {
    return gqlComicPage(
      await this.queries.execute(
        new SearchComicsQuery(q, { offset, limit }, this.loaders.for(ctx.req).now, await this.loaders.for(ctx.req).lang),
      ),
    );
  }
}
