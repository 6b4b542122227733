import { QueryBus } from '@nestjs/cqrs';
import { Args, Context, Int, Query, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { validationError } from '../../../../platform/errors/domain-error.js';
import { ListSize } from '../../../../platform/graphql/list-size.js';
import { ReaderLanguage } from '../../../catalog/index.js';
import { INBOX_PAGE_MAX, InboxNotificationGql, InboxNotificationPage } from '../../inbox.graphql-types.js';
import { ListInboxNotificationsQuery } from './list-inbox-notifications.query.js';

@Resolver()
export class ListInboxNotificationsResolver {
  constructor(
    private readonly queries: QueryBus,
    private readonly language: ReaderLanguage,
  ) {}

  @Authenticated([])
  @ListSize({ max: INBOX_PAGE_MAX, sizeArg: 'pageSize' })
  @Query(() => InboxNotificationPage, { description: "The reader's due notifications, unread first, then read (newest first in each)" })
  async inboxNotifications(
    @CurrentUser() me: AuthUser,
    @Args('page', { type: () => Int, defaultValue: 1 }) page: number,
    @Args('pageSize', { type: () => Int, defaultValue: 20 }) pageSize: number,
    @Context() ctx: { req?: object },
  ): Promise<InboxNotificationPage> {
    if (page < 1 || pageSize < 1 || pageSize > INBOX_PAGE_MAX)
      throw validationError(`page must be 1 or more and pageSize 1 to ${INBOX_PAGE_MAX}`);
    const all = await this.queries.execute(new ListInboxNotificationsQuery(me.userId, await this.language.of(ctx.req)));
    return {
      items: all.slice((page - 1) * pageSize, page * pageSize).map(InboxNotificationGql.of),
      total: all.length,
      unread: all.filter((n) => !n.read).length,
      page,
      pageSize,
    };
  }
}
