import { CommandBus } from '@nestjs/cqrs';
import { Args, Context, ID, Mutation, Resolver } from '@nestjs/graphql';
import { Public } from '../../../../platform/auth/access.decorators.js';
import { exchangeSignInCodeInput, parseWith, requireFields } from '../../domain/identity.inputs.js';
import { IdentityRateLimits } from '../../infra/identity-rate-limits.js';
import { ipOf, SignInCodePayload, type GraphqlContext } from '../../identity.graphql-types.js';
import { IDENTITY_MESSAGES } from '../../identity.messages.js';
import { ExchangeSignInCodeCommand } from './exchange-sign-in-code.command.js';

@Resolver()
export class ExchangeSignInCodeResolver {
  constructor(
    private readonly commands: CommandBus,
    private readonly limits: IdentityRateLimits,
  ) {}

  @Public()
  @Mutation(() => SignInCodePayload, {
    description: 'Trades the single-use sign-in code of a /{userId}/{code} link (Google sign-in) for a session',
  })
  async exchangeSignInCode(
    @Args('userId', { type: () => ID }) userId: string,
    @Args('code') code: string,
    @Context() ctx: GraphqlContext,
  ): Promise<SignInCodePayload> {
    const input = parseWith(exchangeSignInCodeInput, requireFields({ userId, code }, ['userId', 'code'], IDENTITY_MESSAGES.required));
    await this.limits.hit('signInCodePerIp', ipOf(ctx));
    const token = await this.commands.execute(new ExchangeSignInCodeCommand(input.userId, input.code));
    return { userId: input.userId, token };
  }
}
