import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { parseBody } from '../../../../platform/http/parse-body.js';
import { walletId } from '../../wallet.inputs.js';
import { WALLET_MESSAGES } from '../../wallet.messages.js';
import { ClaimGiftCommand } from './claim-gift.command.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';

const Input = z.object({ userId: walletId.optional(), giftId: walletId });

@Controller('api')
export class ClaimGiftRestController {
  constructor(private readonly commands: CommandBus) {}

  @Authenticated()
  @ApiKomaRoute({ summary: 'Claim a gift into the gift box', body: Input, idempotent: true, ok: { balance: 'object' }, errors: [404, 409] })
  @Post('claim-gift')
  @HttpCode(200)
  async claimGift(@CurrentUser() me: AuthUser, @Body() body: unknown) {
    const b = parseBody(Input, body);
    const { balance } = await this.commands.execute(new ClaimGiftCommand(me.userId, b.giftId));
    return { success: true, message: WALLET_MESSAGES.giftRedeemed, balance };
  }
}
