import { QueryBus } from '@nestjs/cqrs';
import { Query, Resolver } from '@nestjs/graphql';
import { Public } from '../../../platform/auth/access.decorators.js';
import { FaqGroup } from '../graphql/catalog.types.js';
import { GetFaqQuery } from './get-faq.query.js';

@Resolver()
export class GetFaqResolver {
  constructor(private readonly queries: QueryBus) {}

  @Public() @Query(() => [FaqGroup])
  faq() { return this.queries.execute(new GetFaqQuery()); }
}
