import { QueryBus } from '@nestjs/cqrs';
import { Args, Context, Query, Resolver } from '@nestjs/graphql';
import { Public } from '../../../../platform/auth/access.decorators.js';
import { CatalogLoaders } from '../../graphql/catalog.loaders.js';
import type { GqlCtx } from '../../graphql/catalog.graphql-helpers.js';
import { Slide } from '../../graphql/catalog.types.js';
import { GetHomeSlideQuery } from './get-home-slide.query.js';

@Resolver()
export class GetHomeSlideResolver {
  constructor(
    private readonly queries: QueryBus,
    private readonly loaders: CatalogLoaders,
  ) {}

  @Public()
  @Query(() => Slide, { description: 'A home slide with its rich-text page' })
  async homeSlide(@Args('id') id: string, @Context() ctx: GqlCtx) {
    return this.queries.execute(new GetHomeSlideQuery(id, this.loaders.for(ctx.req).now, await this.loaders.for(ctx.req).lang));
  }
}
