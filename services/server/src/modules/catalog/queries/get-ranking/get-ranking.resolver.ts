import { QueryBus } from '@nestjs/cqrs';
import { Args, Context, Int, Query, Resolver } from '@nestjs/graphql';
import { Public } from '../../../../platform/auth/access.decorators.js';
import { CatalogLoaders } from '../../graphql/catalog.loaders.js';
import { gqlComicPage, Listing, type GqlCtx } from '../../graphql/catalog.graphql-helpers.js';
import { ComicPage, RankingPeriodGql } from '../../graphql/catalog.types.js';
import { GetRankingQuery } from './get-ranking.query.js';

@Resolver()
export class GetRankingResolver {
  constructor(
    private readonly queries: QueryBus,
    private readonly loaders: CatalogLoaders,
  ) {}

  @Public()
  @Listing()
  @Query(() => ComicPage, { description: 'Ranking: all time, week, day' })
  async ranking(
    @Args('period', { type: () => RankingPeriodGql }) period: RankingPeriodGql,
    @Args('offset', { type: () => Int, defaultValue: 0 }) offset: number,
    @Args('limit', { type: () => Int, defaultValue: 20 }) limit: number,
    @Context() ctx: GqlCtx,
  ): Promise<ComicPage> {
    return gqlComicPage(
      await this.queries.execute(
        new GetRankingQuery(period, { offset, limit }, this.loaders.for(ctx.req).now, await this.loaders.for(ctx.req).lang),
      ),
    );
  }
}
