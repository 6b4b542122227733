import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { Public } from '../../../../platform/auth/access.decorators.js';
import { tokenFromHeaders } from '../../../../platform/auth/session-resolver.js';
import { signupTokenInvalid } from '../../domain/identity.errors.js';
import { checkPasswordPair, parseWith, requireFields, signupUserInput } from '../../domain/identity.inputs.js';
import { IdentityRateLimits } from '../../infra/identity-rate-limits.js';
import { IDENTITY_MESSAGES } from '../../identity.messages.js';
import { SignUpCommand } from './sign-up.command.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';

@Controller('api')
export class SignUpRestController {
  constructor(
    private readonly commands: CommandBus,
    private readonly limits: IdentityRateLimits,
  ) {}

  @Public()
  /** The Token header carries the sign-up token verify-mail answered (docs/product.md, The REST calls), not a session. */
  @ApiKomaRoute({
    summary: 'Create the account once the mail is verified (Token: the sign-up token verify-mail answered)',
    body: signupUserInput,
    ok: { userId: 'string' },
    errors: [401, 409, 429],
  })
  @Post('signup-user')
  @HttpCode(200)
  async signupUser(@Body() body: unknown, @Req() req: FastifyRequest) {
    const raw = requireFields(body, ['password', 'confirm_password', 'email', 'fullName'], IDENTITY_MESSAGES.registerRequired);
    const input = parseWith(signupUserInput, raw);
    const password = checkPasswordPair(input.password, input.confirm_password, IDENTITY_MESSAGES.setPasswordMismatch);
    const signupToken = tokenFromHeaders(req.headers);
    if (!signupToken) throw signupTokenInvalid();
    await this.limits.hit('signupPerIp', req.ip);
    const user = await this.commands.execute(new SignUpCommand(input.email, input.fullName, password, signupToken));
    return { success: true, message: IDENTITY_MESSAGES.signupDone, userId: user.id };
  }
}
