import { CommandBus } from '@nestjs/cqrs';
import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import { Public } from '../../../../platform/auth/access.decorators.js';
import { parseWith, requireFields, signupMailInput } from '../../domain/identity.inputs.js';
import { IdentityRateLimits } from '../../infra/identity-rate-limits.js';
import { requestLanguage } from '../../infra/request-language.js';
import { EmailCodePayload, ipOf, type GraphqlContext } from '../../identity.graphql-types.js';
import { IDENTITY_MESSAGES } from '../../identity.messages.js';
import { RequestEmailCodeCommand } from './request-email-code.command.js';

@Resolver()
export class RequestEmailCodeResolver {
  constructor(
    private readonly commands: CommandBus,
    private readonly limits: IdentityRateLimits,
  ) {}

  @Public()
  @Mutation(() => EmailCodePayload, { description: 'Sends a 6-digit code (sign-up, or forgot password when forgot is true)' })
  async requestEmailCode(
    @Args('email') email: string,
    @Args('fullName', { nullable: true, type: () => String }) fullName: string | null,
    @Args('forgot', { nullable: true, type: () => Boolean }) forgot: boolean | null,
    @Context() ctx: GraphqlContext,
  ): Promise<EmailCodePayload> {
    const raw = requireFields(
      { email, fullName: fullName ?? undefined },
      forgot ? ['email'] : ['email', 'fullName'],
      IDENTITY_MESSAGES.registerRequired,
    );
    const input = parseWith(signupMailInput, raw);
    await this.limits.hit('codeRequestPerIp', ipOf(ctx));
    const out = await this.commands.execute(
      new RequestEmailCodeCommand(input.email, forgot ? 'forgot' : 'signup', input.fullName, requestLanguage(ctx.req?.headers)),
    );
    return { message: IDENTITY_MESSAGES.mailSent, userId: out.userId ?? null };
  }
}
