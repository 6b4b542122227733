import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { parseBody } from '../../../../platform/http/parse-body.js';
import { clientCoin, walletId } from '../../wallet.inputs.js';
import { WALLET_MESSAGES } from '../../wallet.messages.js';
import { PurchaseEpisodeCommand } from './purchase-episode.command.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';

const Input = z.object({ userId: walletId.optional(), comicId: walletId.optional(), episodeId: walletId, coin: clientCoin });

@Controller('api')
export class PurchaseEpisodeRestController {
  constructor(private readonly commands: CommandBus) {}

  @Authenticated()
  @ApiKomaRoute({ summary: 'Unlock one episode with coins', body: Input, idempotent: true, ok: { balance: 'object' }, errors: [404, 409] })
  @Post('purchase-episode')
  @HttpCode(200)
  async purchaseEpisode(@CurrentUser() me: AuthUser, @Body() body: unknown) {
    const b = parseBody(Input, body);
    const { balance } = await this.commands.execute(new PurchaseEpisodeCommand(me.userId, b.episodeId, b.comicId, b.coin));
    return { success: true, message: WALLET_MESSAGES.episodePurchased, balance };
  }
}
