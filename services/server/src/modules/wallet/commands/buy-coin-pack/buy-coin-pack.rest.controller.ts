import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { AcceptsForm } from '../../../../platform/http/body-types.js';
import { parseBody, readFormFields } from '../../../../platform/http/parse-body.js';
import { walletId } from '../../wallet.inputs.js';
import { WALLET_MESSAGES } from '../../wallet.messages.js';
import { BuyCoinPackCommand } from './buy-coin-pack.command.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';

const Input = z.object({
  userId: walletId.optional(),
  coinPackId: walletId,
  price: z.coerce.number().finite().nonnegative().optional(),
  method: z.string().trim().max(40).default('paytm'),
  isPromo: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  promoid: walletId.nullish(),
  promoId: walletId.nullish(),
});

/** Multipart as the client sends it (docs/product.md, The REST calls); JSON works too. */
@Controller('api')
export class BuyCoinPackRestController {
  constructor(private readonly commands: CommandBus) {}

  @Authenticated()
  @AcceptsForm()
  @ApiKomaRoute({
    summary: 'Buy a coin pack (sandbox settles at once; qpay answers a pending order with its invoice)',
    body: Input,
    form: true,
    idempotent: true,
    ok: { order: 'object', balance: 'object', pending: 'boolean', invoice: 'object' },
    errors: [404, 409, 429],
  })
  @Post('buy-coin-pack')
  @HttpCode(200)
  async buyCoinPack(@CurrentUser() me: AuthUser, @Req() req: FastifyRequest) {
    const b = parseBody(Input, await readFormFields(req, { userId: me.userId }));
    const promoId = b.isPromo === true || b.isPromo === 'true' ? (b.promoid ?? b.promoId ?? null) : null;
    const { placed, balance } = await this.commands.execute(new BuyCoinPackCommand(me.userId, b.coinPackId, b.method, b.price, promoId));
    const order = {
      _id: placed.order.id,
      id: placed.order.id,
      status: placed.order.status,
      amount: placed.order.amount,
      currency: placed.order.currency,
    };
    if (placed.status === 'pending')
      return { success: true, pending: true, message: WALLET_MESSAGES.waitingForPayment, order, invoice: placed.invoice };
    return { success: true, message: WALLET_MESSAGES.coinPackBought, order, balance };
  }
}
