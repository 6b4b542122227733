import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { parseBody } from '../../../../platform/http/parse-body.js';
import { walletId } from '../../wallet.inputs.js';
import { WALLET_MESSAGES } from '../../wallet.messages.js';
import { RequestRefundCommand } from './request-refund.command.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';

const Input = z.object({ userId: walletId.optional(), orderId: walletId });

@Controller('api')
export class RequestRefundRestController {
  constructor(private readonly commands: CommandBus) {}

  @Authenticated()
  @ApiKomaRoute({
    summary: 'Refund an unspent coin pack purchase',
    body: Input,
    idempotent: true,
    ok: { balance: 'object' },
    errors: [404, 409],
  })
  @Post('request-refund')
  @HttpCode(200)
  async requestRefund(@CurrentUser() me: AuthUser, @Body() body: unknown) {
    const b = parseBody(Input, body);
    const { balance } = await this.commands.execute(new RequestRefundCommand(me.userId, b.orderId));
    return { success: true, message: WALLET_MESSAGES.refunded, balance };
  }
}
