import { CommandBus } from '@nestjs/cqrs';
import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { MarkNotificationReadResult } from '../../inbox.graphql-types.js';
import { INBOX_MESSAGES } from '../../inbox.messages.js';
import { MarkNotificationReadCommand } from './mark-notification-read.command.js';

@Resolver()
export class MarkNotificationReadResolver {
  constructor(private readonly commands: CommandBus) {}

  @Authenticated([])
  @Mutation(() => MarkNotificationReadResult)
  async markNotificationRead(
    @CurrentUser() me: AuthUser,
    @Args('notificationId', { type: () => ID }) notificationId: string,
  ): Promise<MarkNotificationReadResult> {
    const { changed, unread } = await this.commands.execute(new MarkNotificationReadCommand(me.userId, notificationId));
    return { message: INBOX_MESSAGES.notificationRead, changed, unread };
  }
}
