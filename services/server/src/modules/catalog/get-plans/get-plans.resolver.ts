import { QueryBus } from '@nestjs/cqrs';
import { Query, Resolver } from '@nestjs/graphql';
import { Public } from '../../../platform/auth/access.decorators.js';
import { Plan } from '../graphql/catalog.types.js';
import { GetPlansQuery } from './get-plans.query.js';

@Resolver()
export class GetPlansResolver {
  constructor(private readonly queries: QueryBus) {}

  @Public() @Query(() => [Plan])
  plans() { return this.queries.execute(new GetPlansQuery()); }
}
