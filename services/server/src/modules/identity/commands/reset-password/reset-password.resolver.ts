import { CommandBus } from '@nestjs/cqrs';
import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import { Public } from '../../../../platform/auth/access.decorators.js';
import { IdentityRateLimits } from '../../infra/identity-rate-limits.js';
import { ipOf, MessagePayload, type GraphqlContext } from '../../identity.graphql-types.js';
import { IDENTITY_MESSAGES } from '../../identity.messages.js';
import { ResetPasswordCommand } from './reset-password.command.js';

@Resolver()
export class ResetPasswordResolver {
  constructor(
    private readonly commands: CommandBus,
    private readonly limits: IdentityRateLimits,
  ) {}

  @Public()
  @Mutation(() => MessagePayload, { description: 'Forgot flow: the reset token from verifyEmailCode sets a new password' })
  async resetPassword(
    @Args('resetToken') resetToken: string,
    @Args('password') password: string,
    @Args('confirmPassword') confirmPassword: string,
    @Context() ctx: GraphqlContext,
  ): Promise<MessagePayload> {
    await this.limits.hit('passwordChangePerIp', ipOf(ctx));
    await this.commands.execute(new ResetPasswordCommand(resetToken, 'argument', { password, confirmPassword }));
    return { success: true, message: IDENTITY_MESSAGES.passwordChanged };
  }
}
