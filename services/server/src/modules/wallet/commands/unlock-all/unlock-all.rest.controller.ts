import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { parseBody } from '../../../../platform/http/parse-body.js';
import { clientCoin, walletId } from '../../wallet.inputs.js';
import { WALLET_MESSAGES } from '../../wallet.messages.js';
import { UnlockAllCommand } from './unlock-all.command.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';

/** `episodeIds` is accepted as the client sends it (docs/product.md, The REST calls) but not trusted: the server lists the episodes. */
const Input = z.object({
  userId: walletId.optional(),
  comicId: walletId,
  episodeIds: z.array(walletId).max(2000).optional(),
  coin: clientCoin,
});

@Controller('api')
export class UnlockAllRestController {
  constructor(private readonly commands: CommandBus) {}

  @Authenticated()
  @ApiKomaRoute({
    summary: 'Unlock every locked episode of a comic with coins',
    body: Input,
    idempotent: true,
    ok: { unlocked: 'number', balance: 'object' },
    errors: [404, 409],
  })
  @Post('purchase-all-episode')
  @HttpCode(200)
  async purchaseAll(@CurrentUser() me: AuthUser, @Body() body: unknown) {
    const b = parseBody(Input, body);
    const { balance, unlocked } = await this.commands.execute(new UnlockAllCommand(me.userId, b.comicId, b.coin));
    return { success: true, message: unlocked ? WALLET_MESSAGES.allUnlocked : WALLET_MESSAGES.nothingToUnlock, unlocked, balance };
  }
}
