import { QueryBus } from '@nestjs/cqrs';
import { Context, Query, Resolver } from '@nestjs/graphql';
import { Public } from '../../../../platform/auth/access.decorators.js';
import { CatalogLoaders } from '../../graphql/catalog.loaders.js';
import type { GqlCtx } from '../../graphql/catalog.graphql-helpers.js';
import { GetGenresQuery } from './get-genres.query.js';

@Resolver()
export class GetGenresResolver {
  constructor(
    private readonly queries: QueryBus,
    private readonly loaders: CatalogLoaders,
  ) {}

  @Public()
  @Query(() => [String], { description: 'Genres that have published comics (genre tabs)' })
  async genres(@Context() ctx: GqlCtx) {
    return this.queries.execute(new GetGenresQuery(this.loaders.for(ctx.req).now, await this.loaders.for(ctx.req).lang));
  }
}
