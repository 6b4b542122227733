import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { Public } from '../../../../platform/auth/access.decorators.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';
import { exchangeSignInCodeInput, parseWith, requireFields } from '../../domain/identity.inputs.js';
import { IdentityRateLimits } from '../../infra/identity-rate-limits.js';
import { IDENTITY_MESSAGES } from '../../identity.messages.js';
import { ExchangeSignInCodeCommand } from './exchange-sign-in-code.command.js';

@Controller('api/auth')
export class ExchangeSignInCodeRestController {
  constructor(
    private readonly commands: CommandBus,
    private readonly limits: IdentityRateLimits,
  ) {}

  @Public()
  @ApiKomaRoute({
    summary: 'Trade the single-use sign-in code of a /{userId}/{code} link for a session',
    body: exchangeSignInCodeInput,
    ok: { userId: 'string', token: 'string' },
    errors: [401, 403, 409, 429],
  })
  @Post('exchange-sign-in-code')
  @HttpCode(200)
  async exchange(@Body() body: unknown, @Req() req: FastifyRequest) {
    const input = parseWith(exchangeSignInCodeInput, requireFields(body, ['userId', 'code'], IDENTITY_MESSAGES.required));
    await this.limits.hit('signInCodePerIp', req.ip);
    const token = await this.commands.execute(new ExchangeSignInCodeCommand(input.userId, input.code));
    return { success: true, message: IDENTITY_MESSAGES.loginDone, userId: input.userId, token };
  }
}
