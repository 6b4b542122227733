import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { parseWith, requireFields, verifyEmailChangeInput } from '../../domain/identity.inputs.js';
import { IdentityRateLimits } from '../../infra/identity-rate-limits.js';
import { userView } from '../../infra/user-row.js';
import { IDENTITY_MESSAGES } from '../../identity.messages.js';
import { VerifyEmailChangeCommand } from './verify-email-change.command.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';

/** Confirming an email change started by update-user, with the code mailed to the new address. Self only. */
@Controller('api')
export class VerifyEmailChangeRestController {
  constructor(
    private readonly commands: CommandBus,
    private readonly limits: IdentityRateLimits,
  ) {}

  @Authenticated(['userId'])
  @ApiKomaRoute({
    summary: 'Confirm an e-mail change with the mailed code',
    body: verifyEmailChangeInput,
    ok: { user: 'object' },
    errors: [404, 409, 429],
  })
  @Post('verify-email-change')
  @HttpCode(200)
  async verify(@Body() body: unknown, @Req() req: FastifyRequest, @CurrentUser() me: AuthUser) {
    const input = parseWith(verifyEmailChangeInput, requireFields(body, ['otp'], IDENTITY_MESSAGES.required));
    await this.limits.hit('codeVerifyPerIp', req.ip);
    const user = await this.commands.execute(new VerifyEmailChangeCommand(me.userId, input.otp));
    return { success: true, message: IDENTITY_MESSAGES.emailChanged, user: userView(user) };
  }
}
