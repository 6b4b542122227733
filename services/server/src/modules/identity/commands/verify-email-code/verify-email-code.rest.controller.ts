import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { Public } from '../../../../platform/auth/access.decorators.js';
import { parseWith, requireFields, verifyMailInput } from '../../domain/identity.inputs.js';
import { IdentityRateLimits } from '../../infra/identity-rate-limits.js';
import { IDENTITY_MESSAGES } from '../../identity.messages.js';
import { VerifyEmailCodeCommand } from './verify-email-code.command.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';

@Controller('api')
export class VerifyEmailCodeRestController {
  constructor(
    private readonly commands: CommandBus,
    private readonly limits: IdentityRateLimits,
  ) {}

  @Public()
  @ApiKomaRoute({
    summary: 'Check a mailed code; answers the single-use sign-up token (Token of signup-user) or, for forgot, a reset token',
    body: verifyMailInput,
    ok: { userId: 'string', token: 'string' },
    errors: [429],
  })
  @Post('verify-mail')
  @HttpCode(200)
  async verifyMail(@Body() body: unknown, @Req() req: FastifyRequest) {
    const input = parseWith(verifyMailInput, requireFields(body, ['email', 'code'], IDENTITY_MESSAGES.registerRequired));
    await this.limits.hit('codeVerifyPerIp', req.ip);
    const r = await this.commands.execute(new VerifyEmailCodeCommand(input.email, input.code));
    return r.purpose === 'forgot'
      ? { success: true, message: IDENTITY_MESSAGES.mailVerified, userId: r.userId, token: r.token }
      : { success: true, message: IDENTITY_MESSAGES.mailVerified, token: r.token };
  }
}
