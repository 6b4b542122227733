import { CommandBus } from '@nestjs/cqrs';
import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { MessagePayload } from '../../identity.graphql-types.js';
import { IDENTITY_MESSAGES } from '../../identity.messages.js';
import { ChangePasswordCommand } from './change-password.command.js';

@Resolver()
export class ChangePasswordResolver {
  constructor(private readonly commands: CommandBus) {}

  @Authenticated([])
  @Mutation(() => MessagePayload, { description: 'Sets a new password and signs every device out' })
  async changePassword(
    @Args('password') password: string,
    @Args('confirmPassword') confirmPassword: string,
    @CurrentUser() me: AuthUser,
  ): Promise<MessagePayload> {
    await this.commands.execute(new ChangePasswordCommand(me.userId, { password, confirmPassword }));
    return { success: true, message: IDENTITY_MESSAGES.passwordChanged };
  }
}
