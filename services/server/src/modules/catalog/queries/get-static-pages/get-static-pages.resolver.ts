import { QueryBus } from '@nestjs/cqrs';
import { Context, Query, Resolver } from '@nestjs/graphql';
import { Public } from '../../../../platform/auth/access.decorators.js';
import { StaticPage } from '../../graphql/catalog.types.js';
import { GetStaticPagesQuery } from './get-static-pages.query.js';
import { CatalogLoaders } from '../../graphql/catalog.loaders.js';
import type { GqlCtx } from '../../graphql/catalog.graphql-helpers.js';

@Resolver()
export class GetStaticPagesResolver {
  constructor(
    private readonly queries: QueryBus,
    private readonly loaders: CatalogLoaders,
  ) {}

  @Public()
  @Query(() => [StaticPage])
  async staticPages(@Context() ctx: GqlCtx) {
    return this.queries.execute(new GetStaticPagesQuery(await this.loaders.for(ctx.req).lang));
  }
}
