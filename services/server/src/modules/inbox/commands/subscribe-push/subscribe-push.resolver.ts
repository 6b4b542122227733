import { CommandBus } from '@nestjs/cqrs';
import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { PushSubscriptionInputGql, PushSubscriptionResult } from '../../inbox.graphql-types.js';
import { INBOX_MESSAGES } from '../../inbox.messages.js';
import { SubscribePushCommand } from './subscribe-push.command.js';

@Resolver()
export class SubscribePushResolver {
  constructor(private readonly commands: CommandBus) {}

  @Authenticated([])
  @Mutation(() => PushSubscriptionResult, { description: "Lets this browser receive the reader's notifications as web pushes" })
  async subscribePush(@CurrentUser() me: AuthUser, @Args('input') input: PushSubscriptionInputGql): Promise<PushSubscriptionResult> {
    const { devices } = await this.commands.execute(
      new SubscribePushCommand(me.userId, { endpoint: input.endpoint, keys: { p256dh: input.p256dh, auth: input.auth } }),
    );
    return { subscribed: true, devices, message: INBOX_MESSAGES.pushOn };
  }
}
