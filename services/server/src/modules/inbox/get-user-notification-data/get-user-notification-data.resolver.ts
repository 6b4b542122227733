import { QueryBus } from '@nestjs/cqrs';
import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser, type AuthUser } from '../../../platform/auth/access.decorators.js';
import { InboxNotificationGql } from '../inbox.graphql-types.js';
import { GetUserNotificationDataQuery } from './get-user-notification-data.query.js';

@Resolver()
export class GetUserNotificationDataResolver {
  constructor(private readonly queries: QueryBus) {}

  @Authenticated([])
  @Query(() => InboxNotificationGql, { description: 'One due notification of the reader (the detail page)' })
  async inboxNotification(@CurrentUser() me: AuthUser, @Args('id', { type: () => ID }) id: string): Promise<InboxNotificationGql> {
    return InboxNotificationGql.of(await this.queries.execute(new GetUserNotificationDataQuery(me.userId, id)));
  }
}
