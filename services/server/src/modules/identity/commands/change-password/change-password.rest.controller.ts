import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { CurrentUser, OptionalUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { tokenFromHeaders } from '../../../../platform/auth/session-resolver.js';
import { unauthorized } from '../../../../platform/errors/domain-error.js';
import { IdentityRateLimits } from '../../infra/identity-rate-limits.js';
import { IDENTITY_MESSAGES } from '../../identity.messages.js';
import { ChangePasswordCommand } from './change-password.command.js';
import { ResetPasswordCommand } from '../reset-password/reset-password.command.js';
import { changePasswordInput } from '../../domain/identity.inputs.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';

@Controller('api')
export class ChangePasswordRestController {
  constructor(
    private readonly commands: CommandBus,
    private readonly limits: IdentityRateLimits,
  ) {}

  /**
   * Two callers: the account page (a session token, with confirm_password) and the forgot flow
   * (the reset token answered by verify-mail, the reset-password use case). Either way the `userId`
   * sent must be the token's user, and every session of the user ends.
   */
  @OptionalUser()
  @ApiKomaRoute({
    summary: "Change the password (session token, or the forgot flow's reset token in Token); ends every session",
    body: changePasswordInput,
    errors: [401, 403, 429],
  })
  @Post('change-password')
  @HttpCode(200)
  async changePassword(@Body() body: unknown, @Req() req: FastifyRequest, @CurrentUser() user?: AuthUser) {
    const token = tokenFromHeaders(req.headers);
    if (!token) throw unauthorized();
    await this.limits.hit('passwordChangePerIp', req.ip);
    await this.commands.execute(
      user ? new ChangePasswordCommand(user.userId, { body }) : new ResetPasswordCommand(token, 'header', { body }),
    );
    return { success: true, message: IDENTITY_MESSAGES.passwordChanged };
  }
}
