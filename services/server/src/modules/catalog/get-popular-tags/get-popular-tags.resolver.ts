import { QueryBus } from '@nestjs/cqrs';
import { Query, Resolver } from '@nestjs/graphql';
import { Public } from '../../../platform/auth/access.decorators.js';
import { GetPopularTagsQuery } from './get-popular-tags.query.js';

@Resolver()
export class GetPopularTagsResolver {
  constructor(private readonly queries: QueryBus) {}

  @Public() @Query(() => [String])
  async popularTags() { return (await this.queries.execute(new GetPopularTagsQuery())).map((t) => t.tag); }
}
