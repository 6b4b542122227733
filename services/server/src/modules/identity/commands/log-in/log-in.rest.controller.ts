import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { Public } from '../../../../platform/auth/access.decorators.js';
import { loginInput, parseWith, requireFields } from '../../domain/identity.inputs.js';
import { IdentityRateLimits } from '../../infra/identity-rate-limits.js';
import { IDENTITY_MESSAGES } from '../../identity.messages.js';
import { LogInCommand } from './log-in.command.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';

@Controller('api')
export class LogInRestController {
  constructor(
    private readonly commands: CommandBus,
    private readonly limits: IdentityRateLimits,
  ) {}

  @Public()
  @ApiKomaRoute({
    summary: 'Sign in with e-mail and password',
    body: loginInput,
    ok: { token: 'string', user: 'object' },
    errors: [401, 403, 429],
  })
  @Post('login-user')
  @HttpCode(200)
  async login(@Body() body: unknown, @Req() req: FastifyRequest) {
    const input = parseWith(loginInput, requireFields(body, ['email', 'password'], IDENTITY_MESSAGES.required));
    await this.limits.hit('loginPerIp', req.ip);
    await this.limits.hit('loginPerIpEmail', `${req.ip}|${input.email}`);
    await this.limits.hit('loginPerEmail', input.email);
    const device = input.device?.trim() || 'Unknown device';
    const { token, user } = await this.commands.execute(new LogInCommand(input.email, input.password, device));
    return {
      success: true,
      message: IDENTITY_MESSAGES.loginDone,
      token,
      user: { _id: user.id, id: user.id, fullName: user.full_name, email: user.email },
    };
  }
}
