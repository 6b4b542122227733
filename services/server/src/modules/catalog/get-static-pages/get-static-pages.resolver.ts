import { QueryBus } from '@nestjs/cqrs';
import { Query, Resolver } from '@nestjs/graphql';
import { Public } from '../../../platform/auth/access.decorators.js';
import { StaticPage } from '../graphql/catalog.types.js';
import { GetStaticPagesQuery } from './get-static-pages.query.js';

@Resolver()
export class GetStaticPagesResolver {
  constructor(private readonly queries: QueryBus) {}

  @Public() @Query(() => [StaticPage])
  staticPages() { return this.queries.execute(new GetStaticPagesQuery()); }
}
