import { QueryBus } from '@nestjs/cqrs';
import { Context, Query, Resolver } from '@nestjs/graphql';
import { Public } from '../../../../platform/auth/access.decorators.js';
import { Plan } from '../../graphql/catalog.types.js';
import { GetPlansQuery } from './get-plans.query.js';
import { CatalogLoaders } from '../../graphql/catalog.loaders.js';
import type { GqlCtx } from '../../graphql/catalog.graphql-helpers.js';

@Resolver()
export class GetPlansResolver {
  constructor(
    private readonly queries: QueryBus,
    private readonly loaders: CatalogLoaders,
  ) {}

  @Public()
  @Query(() => [Plan])
  async plans(@Context() ctx: GqlCtx) {
    return this.queries.execute(new GetPlansQuery(await this.loaders.for(ctx.req).lang));
  }
}
