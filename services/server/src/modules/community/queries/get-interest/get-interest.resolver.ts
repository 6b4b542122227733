import { QueryBus } from '@nestjs/cqrs';
import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { GetInterestQuery } from './get-interest.query.js';

@Resolver()
export class GetInterestResolver {
  constructor(private readonly queries: QueryBus) {}

  @Authenticated([])
  @Query(() => Boolean, { nullable: true, description: 'get-interest: true = interested, false = not interested, null = not said' })
  interest(@CurrentUser() me: AuthUser, @Args('comicId', { type: () => ID }) comicId: string) {
    return this.queries.execute(new GetInterestQuery(me.userId, comicId));
  }
}
