import { QueryBus } from '@nestjs/cqrs';
import { Int, Query, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { GetUnreadCountQuery } from './get-unread-count.query.js';

@Resolver()
export class GetUnreadCountResolver {
  constructor(private readonly queries: QueryBus) {}

  @Authenticated([])
  @Query(() => Int, { description: 'How many due notifications the reader has not read (the header badge)' })
  unreadCount(@CurrentUser() me: AuthUser): Promise<number> {
    return this.queries.execute(new GetUnreadCountQuery(me.userId));
  }
}
