import { QueryBus } from '@nestjs/cqrs';
import { Args, Context, Int, Query, Resolver } from '@nestjs/graphql';
import { Public } from '../../../../platform/auth/access.decorators.js';
import { CatalogLoaders } from '../../graphql/catalog.loaders.js';
import { gqlComicPage, Listing, optionalText, type GqlCtx } from '../../graphql/catalog.graphql-helpers.js';
import { ComicPage } from '../../graphql/catalog.types.js';
import { GetWriterComicsQuery } from './get-writer-comics.query.js';

@Resolver()
export class GetWriterComicsResolver {
  constructor(
    private readonly queries: QueryBus,
    private readonly loaders: CatalogLoaders,
  ) {}

  /** A name over 200 characters is refused here (VALIDATION); REST answers it with no comics. */
  @Public()
  @Listing()
  @Query(() => ComicPage, { description: 'Writer page' })
  async writerComics(
    @Args('writerName') writerName: string,
    @Args('offset', { type: () => Int, defaultValue: 0 }) offset: number,
    @Args('limit', { type: () => Int, defaultValue: 20 }) limit: number,
    @Context() ctx: GqlCtx,
  ): Promise<ComicPage> {
    const name = optionalText(writerName, 'writerName', 200) ?? '';
    return gqlComicPage(
      await this.queries.execute(
        new GetWriterComicsQuery(name, { offset, limit }, this.loaders.for(ctx.req).now, await this.loaders.for(ctx.req).lang),
      ),
    );
  }
}
