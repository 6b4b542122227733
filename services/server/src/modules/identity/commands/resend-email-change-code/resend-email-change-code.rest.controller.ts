import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { parseWith, resendEmailChangeInput } from '../../domain/identity.inputs.js';
import { IdentityRateLimits } from '../../infra/identity-rate-limits.js';
import { IDENTITY_MESSAGES } from '../../identity.messages.js';
import { ResendEmailChangeCodeCommand } from './resend-email-change-code.command.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';

@Controller('api')
export class ResendEmailChangeCodeRestController {
  constructor(
    private readonly commands: CommandBus,
    private readonly limits: IdentityRateLimits,
  ) {}

  @Authenticated(['userId'])
  @ApiKomaRoute({
    summary: 'Send the e-mail change code again',
    body: resendEmailChangeInput,
    ok: { pendingEmail: 'string' },
    errors: [404, 429],
  })
  @Post('resend-email-change')
  @HttpCode(200)
  async resend(@Body() body: unknown, @Req() req: FastifyRequest, @CurrentUser() me: AuthUser) {
    parseWith(resendEmailChangeInput, body ?? {});
    await this.limits.hit('codeRequestPerIp', req.ip);
    const pendingEmail = await this.commands.execute(new ResendEmailChangeCodeCommand(me.userId));
    return { success: true, message: IDENTITY_MESSAGES.mailSent, pendingEmail };
  }
}
