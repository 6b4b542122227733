import { CommandBus } from '@nestjs/cqrs';
import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import { Public } from '../../../../platform/auth/access.decorators.js';
import { parseWith, requireFields, verifyMailInput } from '../../domain/identity.inputs.js';
import { IdentityRateLimits } from '../../infra/identity-rate-limits.js';
import { ipOf, VerifyEmailPayload, type GraphqlContext } from '../../identity.graphql-types.js';
import { IDENTITY_MESSAGES } from '../../identity.messages.js';
import { VerifyEmailCodeCommand } from './verify-email-code.command.js';

@Resolver()
export class VerifyEmailCodeResolver {
  constructor(
    private readonly commands: CommandBus,
    private readonly limits: IdentityRateLimits,
  ) {}

  @Public()
  @Mutation(() => VerifyEmailPayload)
  async verifyEmailCode(
    @Args('email') email: string,
    @Args('code') code: string,
    @Context() ctx: GraphqlContext,
  ): Promise<VerifyEmailPayload> {
    const input = parseWith(verifyMailInput, requireFields({ email, code }, ['email', 'code'], IDENTITY_MESSAGES.registerRequired));
    await this.limits.hit('codeVerifyPerIp', ipOf(ctx));
    const r = await this.commands.execute(new VerifyEmailCodeCommand(input.email, input.code));
    return r.purpose === 'forgot'
      ? { message: IDENTITY_MESSAGES.mailVerified, userId: r.userId, resetToken: r.token, signupToken: null }
      : { message: IDENTITY_MESSAGES.mailVerified, userId: null, resetToken: null, signupToken: r.token };
  }
}
