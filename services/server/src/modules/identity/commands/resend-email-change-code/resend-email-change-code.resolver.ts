import { CommandBus } from '@nestjs/cqrs';
import { Context, Mutation, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { IdentityRateLimits } from '../../infra/identity-rate-limits.js';
import { ipOf, MessagePayload, type GraphqlContext } from '../../identity.graphql-types.js';
import { IDENTITY_MESSAGES } from '../../identity.messages.js';
import { ResendEmailChangeCodeCommand } from './resend-email-change-code.command.js';

@Resolver()
export class ResendEmailChangeCodeResolver {
  constructor(
    private readonly commands: CommandBus,
    private readonly limits: IdentityRateLimits,
  ) {}

  @Authenticated([])
  @Mutation(() => MessagePayload, { description: 'Mails a fresh code to the email waiting for confirmation' })
  async resendEmailChangeCode(@CurrentUser() me: AuthUser, @Context() ctx: GraphqlContext): Promise<MessagePayload> {
    await this.limits.hit('codeRequestPerIp', ipOf(ctx));
    await this.commands.execute(new ResendEmailChangeCodeCommand(me.userId));
    return { success: true, message: IDENTITY_MESSAGES.mailSent };
  }
}
