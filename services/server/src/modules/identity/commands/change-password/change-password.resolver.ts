import { CommandBus } from '@nestjs/cqrs';
import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser, Public, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { IdentityRateLimits } from '../../infra/identity-rate-limits.js';
import { ipOf, MessagePayload, type GraphqlContext } from '../../identity.graphql-types.js';
import { IDENTITY_MESSAGES } from '../../identity.messages.js';
import { ChangePasswordCommand } from './change-password.command.js';

@Resolver()
export class ChangePasswordResolver {
  constructor(
    private readonly commands: CommandBus,
    private readonly limits: IdentityRateLimits,
  ) {}

  @Authenticated([])
  @Mutation(() => MessagePayload, { description: 'Sets a new password and signs every device out' })
  async changePassword(
    @Args('password') password: string,
    @Args('confirmPassword') confirmPassword: string,
    @CurrentUser() me: AuthUser,
  ): Promise<MessagePayload> {
    await this.commands.execute(new ChangePasswordCommand({ userId: me.userId }, { password, confirmPassword }));
    return { success: true, message: IDENTITY_MESSAGES.passwordChanged };
  }

  @Public()
  @Mutation(() => MessagePayload, { description: 'Forgot flow: the reset token from verifyEmailCode sets a new password' })
  async resetPassword(
    @Args('resetToken') resetToken: string,
    @Args('password') password: string,
    @Args('confirmPassword') confirmPassword: string,
    @Context() ctx: GraphqlContext,
  ): Promise<MessagePayload> {
    await this.limits.hit('passwordChangePerIp', ipOf(ctx));
    await this.commands.execute(new ChangePasswordCommand({ resetToken }, { password, confirmPassword }));
    return { success: true, message: IDENTITY_MESSAGES.passwordChanged };
  }
}
