import { QueryBus } from '@nestjs/cqrs';
import { Args, Context, Int, Query, Resolver } from '@nestjs/graphql';
import { Public } from '../../../../platform/auth/access.decorators.js';
import { CatalogLoaders } from '../../graphql/catalog.loaders.js';
import { gqlComicPage, Listing, optionalText, type GqlCtx } from '../../graphql/catalog.graphql-helpers.js';
import { ComicPage, ComicSortGql } from '../../graphql/catalog.types.js';
import { GetTagComicsQuery } from './get-tag-comics.query.js';

@Resolver()
export class GetTagComicsResolver {
  constructor(
    private readonly queries: QueryBus,
    private readonly loaders: CatalogLoaders,
  ) {}

  @Public()
  @Listing()
  @Query(() => ComicPage, { description: 'Tag page: comics with the tag, sorted' })
  async tagComics(
    @Args('tag') tag: string,
    @Args('sort', { type: () => ComicSortGql, defaultValue: ComicSortGql.POPULAR }) sort: ComicSortGql,
    @Args('offset', { type: () => Int, defaultValue: 0 }) offset: number,
    @Args('limit', { type: () => Int, defaultValue: 20 }) limit: number,
    @Args('reversed', {
      type: () => Boolean,
      defaultValue: false,
      description: "The sort's own order reversed: least read, oldest or title Z–A first",
    })
    reversed: boolean,
    @Context() ctx: GqlCtx,
  ): Promise<ComicPage> {
    const query = new GetTagComicsQuery(
      optionalText(tag, 'tag', 50) ?? '',
      sort,
      { offset, limit },
      this.loaders.for(ctx.req).now,
      await this.loaders.for(ctx.req).lang,
      reversed,
    );
    return gqlComicPage(await this.queries.execute(query));
  }
}
