import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { logoutInput, parseWith } from '../../domain/identity.inputs.js';
import { IDENTITY_MESSAGES } from '../../identity.messages.js';
import { LogOutCommand } from './log-out.command.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';

@Controller('api')
export class LogOutRestController {
  constructor(private readonly commands: CommandBus) {}

  @Authenticated(['userId'])
  @ApiKomaRoute({ summary: "End this session (or the named device's)", body: logoutInput })
  @Post('logout-user')
  @HttpCode(200)
  async logout(@Body() body: unknown, @CurrentUser() user: AuthUser) {
    const input = parseWith(logoutInput, body ?? {});
    await this.commands.execute(new LogOutCommand(user.userId, user.sessionId, input.device?.trim() || undefined));
    return { success: true, message: IDENTITY_MESSAGES.logoutDone };
  }
}
