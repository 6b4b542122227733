import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { Public } from '../../../../platform/auth/access.decorators.js';
import { parseWith, requireFields, signupMailInput } from '../../domain/identity.inputs.js';
import { IdentityRateLimits } from '../../infra/identity-rate-limits.js';
import { requestLanguage } from '../../infra/request-language.js';
import { IDENTITY_MESSAGES } from '../../identity.messages.js';
import { RequestEmailCodeCommand } from './request-email-code.command.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';

@Controller('api')
export class RequestEmailCodeRestController {
  constructor(
    private readonly commands: CommandBus,
    private readonly limits: IdentityRateLimits,
  ) {}

  @Public()
  @ApiKomaRoute({ summary: 'Mail a sign-up or forgot-password code', body: signupMailInput, ok: { userId: 'string' }, errors: [409, 429] })
  @Post('signup-mail')
  @HttpCode(200)
  async signupMail(@Body() body: unknown, @Req() req: FastifyRequest) {
    const forgot = (body as { type?: unknown } | null)?.type === 'forgot';
    const raw = requireFields(body, forgot ? ['email'] : ['email', 'fullName'], IDENTITY_MESSAGES.registerRequired);
    const input = parseWith(signupMailInput, raw);
    await this.limits.hit('codeRequestPerIp', req.ip);
    const purpose = forgot ? 'forgot' : 'signup';
    const out = await this.commands.execute(
      new RequestEmailCodeCommand(input.email, purpose, input.fullName, requestLanguage(req.headers)),
    );
    return purpose === 'forgot'
      ? { success: true, message: IDENTITY_MESSAGES.mailSent, userId: out.userId }
      : { success: true, message: IDENTITY_MESSAGES.mailSent };
  }
}
