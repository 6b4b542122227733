import { QueryBus } from '@nestjs/cqrs';
import { Context, Query, Resolver } from '@nestjs/graphql';
import { Public } from '../../../../platform/auth/access.decorators.js';
import { CoinPack } from '../../graphql/catalog.types.js';
import { GetCoinPacksQuery } from './get-coin-packs.query.js';
import { CatalogLoaders } from '../../graphql/catalog.loaders.js';
import type { GqlCtx } from '../../graphql/catalog.graphql-helpers.js';

@Resolver()
export class GetCoinPacksResolver {
  constructor(
    private readonly queries: QueryBus,
    private readonly loaders: CatalogLoaders,
  ) {}

  @Public()
  @Query(() => [CoinPack])
  async coinPacks(@Context() ctx: GqlCtx) {
    return this.queries.execute(new GetCoinPacksQuery(await this.loaders.for(ctx.req).lang));
  }
}
