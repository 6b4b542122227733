import { QueryBus } from '@nestjs/cqrs';
import { Args, Context, Query, Resolver } from '@nestjs/graphql';
import { Public } from '../../../../platform/auth/access.decorators.js';
import { CatalogLoaders } from '../../graphql/catalog.loaders.js';
import { optionalText, type GqlCtx } from '../../graphql/catalog.graphql-helpers.js';
import { GetTagNameQuery } from './get-tag-name.query.js';

@Resolver()
export class GetTagNameResolver {
  constructor(
    private readonly queries: QueryBus,
    private readonly loaders: CatalogLoaders,
  ) {}

  @Public()
  @Query(() => String, { description: "A tag in the reader's language, as the comics' tag chips show it (the tag page's heading)" })
  async tagName(@Args('tag') tag: string, @Context() ctx: GqlCtx): Promise<string> {
    const loaders = this.loaders.for(ctx.req);
    return this.queries.execute(new GetTagNameQuery(optionalText(tag, 'tag', 50) ?? '', loaders.now, await loaders.lang));
  }
}
