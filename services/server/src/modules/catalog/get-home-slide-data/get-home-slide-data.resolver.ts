import { QueryBus } from '@nestjs/cqrs';
import { Args, Context, Query, Resolver } from '@nestjs/graphql';
import { Public } from '../../../platform/auth/access.decorators.js';
import { CatalogLoaders } from '../graphql/catalog.loaders.js';
import type { GqlCtx } from '../graphql/catalog.graphql-helpers.js';
import { Slide } from '../graphql/catalog.types.js';
import { GetHomeSlideDataQuery } from './get-home-slide-data.query.js';

@Resolver()
export class GetHomeSlideDataResolver {
  constructor(private readonly queries: QueryBus, private readonly loaders: CatalogLoaders) {}

  @Public() @Query(() => Slide, { description: 'A home slide with its rich-text page' })
  async slide(@Args('id') id: string, @Context() ctx: GqlCtx) {
    return this.queries.execute(new GetHomeSlideDataQuery(id, this.loaders.for(ctx.req).now, await this.loaders.for(ctx.req).lang));
  }
}
