import { QueryBus } from '@nestjs/cqrs';
import { Context, Query, Resolver } from '@nestjs/graphql';
import { Public } from '../../../../platform/auth/access.decorators.js';
import { FaqGroup } from '../../graphql/catalog.types.js';
import { GetFaqQuery } from './get-faq.query.js';
import { CatalogLoaders } from '../../graphql/catalog.loaders.js';
import type { GqlCtx } from '../../graphql/catalog.graphql-helpers.js';

@Resolver()
export class GetFaqResolver {
  constructor(
    private readonly queries: QueryBus,
    private readonly loaders: CatalogLoaders,
  ) {}

  @Public()
  @Query(() => [FaqGroup])
  async faq(@Context() ctx: GqlCtx) {
    return this.queries.execute(new GetFaqQuery(await this.loaders.for(ctx.req).lang));
  }
}
