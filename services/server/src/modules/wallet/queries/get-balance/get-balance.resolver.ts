import { QueryBus } from '@nestjs/cqrs';
import { Query, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { Balance } from '../../wallet.graphql-types.js';
import { GetBalanceQuery } from './get-balance.query.js';

@Resolver()
export class GetBalanceResolver {
  constructor(private readonly queries: QueryBus) {}

  @Authenticated([])
  @Query(() => Balance)
  balance(@CurrentUser() me: AuthUser) {
    return this.queries.execute(new GetBalanceQuery(me.userId));
  }
}
