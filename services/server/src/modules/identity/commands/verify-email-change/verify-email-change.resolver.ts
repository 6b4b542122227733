import { CommandBus } from '@nestjs/cqrs';
import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { parseWith, requireFields, verifyEmailChangeInput } from '../../domain/identity.inputs.js';
import { IdentityRateLimits } from '../../infra/identity-rate-limits.js';
import { ipOf, toUser, UserType, type GraphqlContext } from '../../identity.graphql-types.js';
import { IDENTITY_MESSAGES } from '../../identity.messages.js';
import { VerifyEmailChangeCommand } from './verify-email-change.command.js';

@Resolver()
export class VerifyEmailChangeResolver {
  constructor(
    private readonly commands: CommandBus,
    private readonly limits: IdentityRateLimits,
  ) {}

  @Authenticated([])
  @Mutation(() => UserType, { description: 'Confirms an email change with the code mailed to the new address; the old address is told' })
  async verifyEmailChange(@Args('code') code: string, @CurrentUser() me: AuthUser, @Context() ctx: GraphqlContext): Promise<UserType> {
    const input = parseWith(verifyEmailChangeInput, requireFields({ otp: code }, ['otp'], IDENTITY_MESSAGES.required));
    await this.limits.hit('codeVerifyPerIp', ipOf(ctx));
    return toUser(await this.commands.execute(new VerifyEmailChangeCommand(me.userId, input.otp)));
  }
}
