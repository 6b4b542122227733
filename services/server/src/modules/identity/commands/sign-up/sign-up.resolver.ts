import { CommandBus } from '@nestjs/cqrs';
import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import { Public } from '../../../../platform/auth/access.decorators.js';
import { checkPasswordPair, parseWith, requireFields, signupUserInput } from '../../domain/identity.inputs.js';
import { signupTokenInvalid } from '../../domain/identity.errors.js';
import { IdentityRateLimits } from '../../infra/identity-rate-limits.js';
import { ipOf, SignUpInput, toUser, UserType, type GraphqlContext } from '../../identity.graphql-types.js';
import { IDENTITY_MESSAGES } from '../../identity.messages.js';
import { SignUpCommand } from './sign-up.command.js';

@Resolver()
export class SignUpResolver {
  constructor(
    private readonly commands: CommandBus,
    private readonly limits: IdentityRateLimits,
  ) {}

  @Public()
  @Mutation(() => UserType)
  async signUp(@Args('input') i: SignUpInput, @Context() ctx: GraphqlContext): Promise<UserType> {
    const body = { email: i.email, fullName: i.fullName, password: i.password, confirm_password: i.confirmPassword };
    const input = parseWith(signupUserInput, requireFields(body, Object.keys(body), IDENTITY_MESSAGES.registerRequired));
    const password = checkPasswordPair(input.password, input.confirm_password, IDENTITY_MESSAGES.setPasswordMismatch);
    if (!i.signupToken) throw signupTokenInvalid();
    await this.limits.hit('signupPerIp', ipOf(ctx));
    return toUser(await this.commands.execute(new SignUpCommand(input.email, input.fullName, password, i.signupToken)));
  }
}
