import { QueryBus } from '@nestjs/cqrs';
import { Args, Context, Int, Query, Resolver } from '@nestjs/graphql';
import { Public } from '../../../../platform/auth/access.decorators.js';
import { CatalogLoaders } from '../../graphql/catalog.loaders.js';
import { gqlComicPage, Listing, optionalText, type GqlCtx } from '../../graphql/catalog.graphql-helpers.js';
import { ComicPage } from '../../graphql/catalog.types.js';
import { GetGenreComicsQuery } from './get-genre-comics.query.js';

@Resolver()
export class GetGenreComicsResolver {
  constructor(
    private readonly queries: QueryBus,
    private readonly loaders: CatalogLoaders,
  ) {}

  @Public()
  @Listing()
  @Query(() => ComicPage, { description: 'Genre tab (and /more/{genre}): all or one genre' })
  async genreComics(
    @Args('genre', { type: () => String, nullable: true }) genre: string | undefined,
    @Args('offset', { type: () => Int, defaultValue: 0 }) offset: number,
    @Args('limit', { type: () => Int, defaultValue: 20 }) limit: number,
    @Context() ctx: GqlCtx,
  ): Promise<ComicPage> {
    return gqlComicPage(
      await this.queries.execute(
        new GetGenreComicsQuery(
          optionalText(genre, 'genre'),
          { offset, limit },
          this.loaders.for(ctx.req).now,
          await this.loaders.for(ctx.req).lang,
        ),
      ),
    );
  }
}
