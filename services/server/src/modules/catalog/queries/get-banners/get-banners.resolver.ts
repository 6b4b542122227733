import { QueryBus } from '@nestjs/cqrs';
import { Args, Context, Query, Resolver } from '@nestjs/graphql';
import { Public } from '../../../../platform/auth/access.decorators.js';
import { CatalogLoaders } from '../../graphql/catalog.loaders.js';
import { optionalText, type GqlCtx } from '../../graphql/catalog.graphql-helpers.js';
import { Banner } from '../../graphql/catalog.types.js';
import { GetBannersQuery } from './get-banners.query.js';

@Resolver()
export class GetBannersResolver {
  constructor(
    private readonly queries: QueryBus,
    private readonly loaders: CatalogLoaders,
  ) {}

  @Public()
  @Query(() => [Banner], { description: 'Active banners, optionally of one page' })
  banners(@Args('page', { type: () => String, nullable: true }) page: string | undefined, @Context() ctx: GqlCtx) {
    return this.queries.execute(new GetBannersQuery(optionalText(page, 'page', 20), this.loaders.for(ctx.req).now));
  }
}
