import { QueryBus } from '@nestjs/cqrs';
import { Context, Query, Resolver } from '@nestjs/graphql';
import { Public } from '../../../../platform/auth/access.decorators.js';
import { CatalogLoaders } from '../../graphql/catalog.loaders.js';
import type { GqlCtx } from '../../graphql/catalog.graphql-helpers.js';
import { Gift } from '../../graphql/catalog.types.js';
import { GetGiftsQuery } from './get-gifts.query.js';

@Resolver()
export class GetGiftsResolver {
  constructor(
    private readonly queries: QueryBus,
    private readonly loaders: CatalogLoaders,
  ) {}

  @Public()
  @Query(() => [Gift])
  async gifts(@Context() ctx: GqlCtx): Promise<Gift[]> {
    const gifts = await this.queries.execute(new GetGiftsQuery(this.loaders.for(ctx.req).now, await this.loaders.for(ctx.req).lang));
    return gifts.map((g) => ({ ...g, expiryDate: g.expiryDate!, episodeId: g.episodeId?._id ?? null }));
  }
}
