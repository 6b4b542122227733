import { QueryBus } from '@nestjs/cqrs';
import { Context, Query, Resolver } from '@nestjs/graphql';
import { Public } from '../../../../platform/auth/access.decorators.js';
import { CatalogLoaders } from '../../graphql/catalog.loaders.js';
import type { GqlCtx } from '../../graphql/catalog.graphql-helpers.js';
import { CatalogNotification } from '../../graphql/catalog.types.js';
import { GetNotificationsQuery } from './get-notifications.query.js';

@Resolver()
export class GetNotificationsResolver {
  constructor(
    private readonly queries: QueryBus,
    private readonly loaders: CatalogLoaders,
  ) {}

  @Public()
  @Query(() => [CatalogNotification])
  async notifications(@Context() ctx: GqlCtx) {
    return this.queries.execute(new GetNotificationsQuery(this.loaders.for(ctx.req).now, await this.loaders.for(ctx.req).lang));
  }
}
