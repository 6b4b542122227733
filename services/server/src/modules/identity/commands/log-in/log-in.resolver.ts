import { CommandBus } from '@nestjs/cqrs';
import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import { Public } from '../../../../platform/auth/access.decorators.js';
import { loginInput, parseWith, requireFields } from '../../domain/identity.inputs.js';
import { IdentityRateLimits } from '../../infra/identity-rate-limits.js';
import { AuthPayload, ipOf, toUser, type GraphqlContext } from '../../identity.graphql-types.js';
import { IDENTITY_MESSAGES } from '../../identity.messages.js';
import { LogInCommand } from './log-in.command.js';

@Resolver()
export class LogInResolver {
  constructor(
    private readonly commands: CommandBus,
    private readonly limits: IdentityRateLimits,
  ) {}

  @Public()
  @Mutation(() => AuthPayload)
  async logIn(
    @Args('email') email: string,
    @Args('password') password: string,
    @Args('device') device: string,
    @Context() ctx: GraphqlContext,
  ): Promise<AuthPayload> {
    const input = parseWith(loginInput, requireFields({ email, password, device }, ['email', 'password'], IDENTITY_MESSAGES.required));
    await this.limits.hit('loginPerIp', ipOf(ctx));
    await this.limits.hit('loginPerIpEmail', `${ipOf(ctx)}|${input.email}`);
    await this.limits.hit('loginPerEmail', input.email);
    const r = await this.commands.execute(new LogInCommand(input.email, input.password, input.device?.trim() || 'Unknown device'));
    return { token: r.token, user: toUser(r.user) };
  }
}
