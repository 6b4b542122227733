import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { parseBody } from '../../../../platform/http/parse-body.js';
import { walletId } from '../../wallet.inputs.js';
import { WALLET_MESSAGES } from '../../wallet.messages.js';
import { RequestWithdrawalCommand } from './request-withdrawal.command.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';

const Input = z.object({ userId: walletId.optional(), unlockId: walletId });

@Controller('api')
export class RequestWithdrawalRestController {
  constructor(private readonly commands: CommandBus) {}

  @Authenticated()
  @ApiKomaRoute({
    summary: 'Withdraw an unopened episode unlock',
    body: Input,
    idempotent: true,
    ok: { balance: 'object', kept: 'object' },
    errors: [404, 409],
  })
  @Post('request-withdrawal')
  @HttpCode(200)
  async requestWithdrawal(@CurrentUser() me: AuthUser, @Body() body: unknown) {
    const b = parseBody(Input, body);
    const { balance, kept } = await this.commands.execute(new RequestWithdrawalCommand(me.userId, b.unlockId));
    return { success: true, message: WALLET_MESSAGES.withdrawn, balance, kept };
  }
}
