import { QueryBus } from '@nestjs/cqrs';
import { Args, Context, Query, Resolver } from '@nestjs/graphql';
import { OptionalUser } from '../../../../platform/auth/access.decorators.js';
import { CatalogLoaders } from '../../graphql/catalog.loaders.js';
import type { GqlCtx } from '../../graphql/catalog.graphql-helpers.js';
import { Promo } from '../../graphql/catalog.types.js';
import { PromoLookupRateLimit } from './promo-lookup-limits.js';
import { GetPromoByNameQuery } from './get-promo-by-name.query.js';

@Resolver()
export class GetPromoByNameResolver {
  constructor(
    private readonly queries: QueryBus,
    private readonly loaders: CatalogLoaders,
  ) {}

  @OptionalUser()
  @PromoLookupRateLimit()
  @Query(() => Promo, { description: 'A promo by its code; rate limited per account and client address' })
  promoByName(@Args('name') name: string, @Context() ctx: GqlCtx) {
    return this.queries.execute(new GetPromoByNameQuery(name, this.loaders.for(ctx.req).now));
  }
}
