import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Authenticated, CurrentUser, type AuthUser } from '../../../platform/auth/access.decorators.js';
import { TEXTS } from '../domain/identity.errors.js';
import { parseWith, requireFields, resendEmailChangeInput, verifyEmailChangeInput } from '../domain/identity.inputs.js';
import { IdentityRateLimits } from '../infra/identity-rate-limits.js';
import { userView } from '../infra/user-row.js';
import { EmailChangeService } from '../email-change.service.js';

/**
 * Confirming an email change started by update-user: the code mailed to the new address switches
 * the account's email (verify-email-change); resend-email-change mails a fresh code. Self only.
 */
@Controller('api')
export class EmailChangeRestController {
  constructor(private readonly changes: EmailChangeService, private readonly limits: IdentityRateLimits) {}

  @Authenticated(['userId'])
  @Post('verify-email-change')
  @HttpCode(200)
  async verify(@Body() body: unknown, @Req() req: FastifyRequest, @CurrentUser() me: AuthUser) {
    const input = parseWith(verifyEmailChangeInput, requireFields(body, ['otp'], TEXTS.required));
    await this.limits.hit('codeVerifyPerIp', req.ip);
    const user = await this.changes.confirm(me.userId, input.otp);
    return { success: true, message: TEXTS.emailChanged, user: userView(user) };
  }

  @Authenticated(['userId'])
  @Post('resend-email-change')
  @HttpCode(200)
  async resend(@Body() body: unknown, @Req() req: FastifyRequest, @CurrentUser() me: AuthUser) {
    parseWith(resendEmailChangeInput, body ?? {});
    await this.limits.hit('codeRequestPerIp', req.ip);
    const pendingEmail = await this.changes.resend(me.userId);
    return { success: true, message: TEXTS.mailSent, pendingEmail };
  }
}
