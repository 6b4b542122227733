import { QueryBus } from '@nestjs/cqrs';
import { Context, Query, Resolver } from '@nestjs/graphql';
import { Public } from '../../../../platform/auth/access.decorators.js';
import { GetPopularTagsQuery } from './get-popular-tags.query.js';
import { CatalogLoaders } from '../../graphql/catalog.loaders.js';
import type { GqlCtx } from '../../graphql/catalog.graphql-helpers.js';

@Resolver()
export class GetPopularTagsResolver {
  constructor(
    private readonly queries: QueryBus,
    private readonly loaders: CatalogLoaders,
  ) {}

  @Public()
  @Query(() => [String])
  async popularTags(@Context() ctx: GqlCtx) {
    return (await this.queries.execute(new GetPopularTagsQuery(await this.loaders.for(ctx.req).lang))).map((t) => t.tag);
  }
}
