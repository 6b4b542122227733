import { CommandBus } from '@nestjs/cqrs';
import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { PushSubscriptionResult } from '../../inbox.graphql-types.js';
import { INBOX_MESSAGES } from '../../inbox.messages.js';
import { UnsubscribePushCommand } from './unsubscribe-push.command.js';

@Resolver()
export class UnsubscribePushResolver {
  constructor(private readonly commands: CommandBus) {}

  @Authenticated([])
  @Mutation(() => PushSubscriptionResult, {
    description: "Stops web pushes to the browser with this push endpoint (the reader's own only)",
  })
  async unsubscribePush(@CurrentUser() me: AuthUser, @Args('endpoint') endpoint: string): Promise<PushSubscriptionResult> {
    const { devices } = await this.commands.execute(new UnsubscribePushCommand(me.userId, endpoint));
    return { subscribed: false, devices, message: INBOX_MESSAGES.pushOff };
  }
}
