import { QueryBus } from '@nestjs/cqrs';
import { Context, Query, Resolver } from '@nestjs/graphql';
import { Public } from '../../../../platform/auth/access.decorators.js';
import { About } from '../../graphql/catalog.types.js';
import { GetAboutQuery } from './get-about.query.js';
import { CatalogLoaders } from '../../graphql/catalog.loaders.js';
import type { GqlCtx } from '../../graphql/catalog.graphql-helpers.js';

@Resolver()
export class GetAboutResolver {
  constructor(
    private readonly queries: QueryBus,
    private readonly loaders: CatalogLoaders,
  ) {}

  @Public()
  @Query(() => About, { nullable: true })
  async about(@Context() ctx: GqlCtx): Promise<About | null> {
    const [a] = await this.queries.execute(new GetAboutQuery(await this.loaders.for(ctx.req).lang));
    return a ? { ...a, visionText: a.vision_text } : null;
  }
}
