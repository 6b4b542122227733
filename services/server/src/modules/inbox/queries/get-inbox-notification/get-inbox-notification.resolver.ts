import { QueryBus } from '@nestjs/cqrs';
import { Args, Context, ID, Query, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { ReaderLanguage } from '../../../catalog/index.js';
import { InboxNotificationGql } from '../../inbox.graphql-types.js';
import { GetInboxNotificationQuery } from './get-inbox-notification.query.js';

@Resolver()
export class GetInboxNotificationResolver {
  constructor(
    private readonly queries: QueryBus,
    private readonly language: ReaderLanguage,
  ) {}

  @Authenticated([])
  @Query(() => InboxNotificationGql, { description: 'One due notification of the reader (the detail page)' })
  async inboxNotification(
    @CurrentUser() me: AuthUser,
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: { req?: object },
  ): Promise<InboxNotificationGql> {
    return InboxNotificationGql.of(
      await this.queries.execute(new GetInboxNotificationQuery(me.userId, id, await this.language.of(ctx.req))),
    );
  }
}
