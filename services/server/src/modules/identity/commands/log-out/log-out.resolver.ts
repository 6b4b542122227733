import { CommandBus } from '@nestjs/cqrs';
import { Mutation, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { MessagePayload } from '../../identity.graphql-types.js';
import { IDENTITY_MESSAGES } from '../../identity.messages.js';
import { LogOutCommand } from './log-out.command.js';

@Resolver()
export class LogOutResolver {
  constructor(private readonly commands: CommandBus) {}

  @Authenticated([])
  @Mutation(() => MessagePayload, { description: 'Ends this session' })
  async logOut(@CurrentUser() me: AuthUser): Promise<MessagePayload> {
    await this.commands.execute(new LogOutCommand(me.userId, me.sessionId));
    return { success: true, message: IDENTITY_MESSAGES.logoutDone };
  }
}
