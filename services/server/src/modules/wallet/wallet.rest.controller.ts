import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { Authenticated, CurrentUser, type AuthUser } from '../../platform/auth/access.decorators.js';
import { requestContext } from '../../platform/context/request-context.js';
import { AcceptsForm } from '../../platform/http/body-types.js';
import { parseBody, readFormFields } from '../../platform/http/parse-body.js';
import { CatalogLookups } from '../catalog/queries/catalog.lookups.js';
import { OrdersService } from '../payments/orders.service.js';
import { WalletQueries } from './wallet.queries.js';
import { WalletService } from './wallet.service.js';

const id = z.string().trim().min(1, 'is required').max(64, 'is too long');
const coin = z.coerce.number().int('must be a whole number of coins').nonnegative().optional();

const PurchaseEpisode = z.object({ userId: id.optional(), comicId: id.optional(), episodeId: id, coin });
const PurchaseAll = z.object({ userId: id.optional(), comicId: id, episodeIds: z.array(id).max(2000).optional(), coin });
const ClaimGift = z.object({ userId: id.optional(), giftId: id });
const BuyCoinPack = z.object({
  userId: id.optional(),
  coinPackId: id,
  price: z.coerce.number().finite().nonnegative().optional(),
  method: z.string().trim().max(40).default('paytm'),
  isPromo: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  promoid: id.nullish(),
  promoId: id.nullish(),
});

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/** The wallet calls of spec §7 (purchases, gifts, coin packs); shapes as the client reads them. */
@Controller('api')
export class WalletRestController {
  constructor(
    private readonly wallet: WalletService,
    private readonly queries: WalletQueries,
    private readonly orders: OrdersService,
    private readonly catalog: CatalogLookups,
  ) {}

  @Authenticated()
  @Post('purchase-episode')
  @HttpCode(200)
  async purchaseEpisode(@CurrentUser() me: AuthUser, @Body() body: unknown) {
    const b = parseBody(PurchaseEpisode, body);
    const { balance } = await this.wallet.purchaseEpisode(me.userId, b);
    return { success: true, message: 'episode purchase successfully!', balance };
  }

  @Authenticated()
  @Post('purchase-all-episode')
  @HttpCode(200)
  async purchaseAll(@CurrentUser() me: AuthUser, @Body() body: unknown) {
    const b = parseBody(PurchaseAll, body);
    const owned = await this.queries.ownedEpisodeIds(me.userId, b.comicId);
    const { balance, unlocked } = await this.wallet.unlockAll(me.userId, { comicId: b.comicId, coin: b.coin }, owned);
    return { success: true, message: unlocked ? 'All episodes are unlock!' : 'No episodes left to unlock', unlocked, balance };
  }

  @Authenticated()
  @Post('claim-gift')
  @HttpCode(200)
  async claimGift(@CurrentUser() me: AuthUser, @Body() body: unknown) {
    const b = parseBody(ClaimGift, body);
    const { balance } = await this.wallet.claimGift(me.userId, b.giftId);
    return { success: true, message: 'Gift Redeemed', balance };
  }

  @Authenticated()
  @Get('get-claim-gift/:userId')
  async giftBox(@Param('userId') userId: string) {
    const claims = await this.queries.giftClaims(userId);
    const gifts = new Map((await this.catalog.giftsByIds(claims.map((c) => c.gift_id))).map((g) => [g.id, g]));
    return {
      success: true,
      giftBox: claims.map((c) => {
        const g = gifts.get(c.gift_id);
        const total = c.gift_type === 'rental' ? 1 : c.value;
        const spend = c.gift_type === 'rental' ? (c.pass_used_at ? 1 : 0) : Math.max(0, (c.lot_amount ?? c.value) - (c.lot_remaining ?? c.value));
        return {
          _id: `${c.user_id}:${c.gift_id}`,
          giftId: {
            _id: c.gift_id, id: c.gift_id, type: c.gift_type, title: c.title, value: c.value,
            image: g?.image ?? '', detail: g?.detail ?? '', expiryDate: iso(g?.expiryDate ?? null),
            episodeId: c.episode_id ? { _id: c.episode_id, id: c.episode_id, title: g?.episodeTitle ?? '' } : null,
          },
          total, spend, expiresAt: iso(c.expires_at), createdAt: iso(c.claimed_at),
        };
      }),
    };
  }

  /** Multipart as the client sends it (spec §7); JSON works too. The price is only checked. */
  @Authenticated()
  @AcceptsForm()
  @Post('buy-coin-pack')
  @HttpCode(200)
  async buyCoinPack(@CurrentUser() me: AuthUser, @Req() req: FastifyRequest) {
    const b = parseBody(BuyCoinPack, await readFormFields(req, { userId: me.userId }));
    const promoId = b.isPromo === true || b.isPromo === 'true' ? b.promoid ?? b.promoId ?? null : null;
    const placed = await this.orders.place({
      userId: me.userId, kind: 'coin_pack', itemId: b.coinPackId, method: b.method, clientPrice: b.price, promoId,
      idempotencyKey: requestContext.get()?.idempotencyKey,
    });
    const order = { _id: placed.order.id, id: placed.order.id, status: placed.order.status, amount: placed.order.amount, currency: placed.order.currency };
    if (placed.status === 'pending') return { success: true, pending: true, message: 'Waiting for payment', order, invoice: placed.invoice };
    return { success: true, message: 'Coin Pack buy successfully!', order, balance: await this.queries.balance(me.userId) };
  }

  @Authenticated()
  @Get('get-user-coin-data/:userId')
  async coinData(@Param('userId') userId: string) {
    const { items } = await this.queries.coinPurchases(userId);
    return {
      success: true,
      buyPack: items.map((r) => ({
        _id: r.order_id, id: r.order_id,
        coinPackId: { name: r.pack_name, coin: r.coin, bonusCoin: r.bonus_coin, point: r.point },
        createdAt: iso(r.created_at),
      })),
    };
  }
}
