import { QueryBus } from '@nestjs/cqrs';
import { Query, Resolver } from '@nestjs/graphql';
import { Public } from '../../../platform/auth/access.decorators.js';
import { CoinPack } from '../graphql/catalog.types.js';
import { GetCoinPacksQuery } from './get-coin-packs.query.js';

@Resolver()
export class GetCoinPacksResolver {
  constructor(private readonly queries: QueryBus) {}

  @Public() @Query(() => [CoinPack])
  coinPacks() { return this.queries.execute(new GetCoinPacksQuery()); }
}
