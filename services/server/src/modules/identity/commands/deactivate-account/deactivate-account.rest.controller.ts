import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { checkDeactivationReason, deactivateInput, parseWith } from '../../domain/identity.inputs.js';
import { IDENTITY_MESSAGES } from '../../identity.messages.js';
import { DeactivateAccountCommand } from './deactivate-account.command.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';

@Controller('api')
export class DeactivateAccountRestController {
  constructor(private readonly commands: CommandBus) {}

  @Authenticated(['userId'])
  @ApiKomaRoute({ summary: 'Deactivate the account with a reason', body: deactivateInput })
  @Post('deactivate-account')
  @HttpCode(200)
  async deactivate(@Body() body: unknown, @CurrentUser() me: AuthUser) {
    const raw = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    const reason = checkDeactivationReason(raw.reason);
    parseWith(deactivateInput, { ...raw, reason });
    await this.commands.execute(new DeactivateAccountCommand(me.userId, reason));
    return { success: true, message: IDENTITY_MESSAGES.deactivated };
  }
}
