import { Args, ID, Int, Mutation, Query, Resolver, Subscription } from '@nestjs/graphql';
import { Authenticated, CurrentUser, type AuthUser } from '../../../platform/auth/access.decorators.js';
import { requestContext } from '../../../platform/context/request-context.js';
import { PubSub } from '../../../platform/graphql/pubsub.js';
import { OrdersService } from '../../payments/orders.service.js';
import { WalletQueries } from '../wallet.queries.js';
import { WalletService } from '../wallet.service.js';
import {
  Balance, BuyItemInput, CoinPurchasePage, ExpirationPage, ExpirationTabEnum, GiftClaim, PurchaseResult, UsagePage, UsageTabEnum,
} from './wallet.types.js';

const PAGE = 5;
const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : '');

/** The wallet over GraphQL: thin over the same services as REST; mutations return the changed wallet. */
@Resolver()
export class WalletResolver {
  constructor(
    private readonly wallet: WalletService,
    private readonly queries: WalletQueries,
    private readonly orders: OrdersService,
    private readonly pubsub: PubSub,
  ) {}

  @Authenticated([])
  @Query(() => Balance)
  balance(@CurrentUser() me: AuthUser) { return this.queries.balance(me.userId); }

  @Authenticated([])
  @Query(() => ExpirationPage, { description: 'Expected Expiration Dates, soonest first, 5 a page' })
  async expirations(@CurrentUser() me: AuthUser, @Args('tab', { type: () => ExpirationTabEnum, defaultValue: 'all' }) tab: ExpirationTabEnum, @Args('page', { type: () => Int, defaultValue: 1 }) page: number) {
    const { items, total } = await this.queries.expirations(me.userId, tab, page);
    return {
      items: items.map((r) => ({ id: r.id, kind: r.kind, total: r.total_amount, remaining: r.remaining, expiresAt: iso(r.expires_at), detail: r.detail, episodeId: r.episode_id })),
      total, page, pageSize: PAGE,
    };
  }

  @Authenticated([])
  @Query(() => UsagePage, { description: 'Usage History, newest first, 5 a page' })
  async usageHistory(@CurrentUser() me: AuthUser, @Args('tab', { type: () => UsageTabEnum, defaultValue: 'all' }) tab: UsageTabEnum, @Args('page', { type: () => Int, defaultValue: 1 }) page: number) {
    const { items, total } = await this.queries.usage(me.userId, tab, page);
    return {
      items: items.map((r) => ({ id: `${r.event_id}:${r.kind}`, kind: r.kind, action: r.action, amount: r.amount, episodeId: r.episode_id, comicId: r.comic_id, detail: r.detail, createdAt: iso(r.created_at) })),
      total, page, pageSize: PAGE,
    };
  }

  @Authenticated([])
  @Query(() => CoinPurchasePage, { description: 'Coin Purchase History, 5 a page' })
  async coinPurchases(@CurrentUser() me: AuthUser, @Args('page', { type: () => Int, defaultValue: 1 }) page: number) {
    const { items, total } = await this.queries.coinPurchases(me.userId, page);
    return {
      items: items.map((r) => ({ id: r.order_id, packName: r.pack_name, coin: r.coin, bonusCoin: r.bonus_coin, point: r.point, createdAt: iso(r.created_at) })),
      total, page, pageSize: PAGE,
    };
  }

  @Authenticated([])
  @Query(() => [GiftClaim], { description: 'Gifts this reader claimed' })
  async claimedGifts(@CurrentUser() me: AuthUser) {
    return (await this.queries.giftClaims(me.userId)).map((c) => ({
      giftId: c.gift_id, type: c.gift_type, title: c.title, value: c.value,
      total: c.gift_type === 'rental' ? 1 : c.value,
      spend: c.gift_type === 'rental' ? (c.pass_used_at ? 1 : 0) : Math.max(0, (c.lot_amount ?? c.value) - (c.lot_remaining ?? c.value)),
      episodeId: c.episode_id, expiresAt: iso(c.expires_at), claimedAt: iso(c.claimed_at),
    }));
  }

  @Authenticated([])
  @Mutation(() => PurchaseResult)
  async purchaseEpisode(@CurrentUser() me: AuthUser, @Args('episodeId', { type: () => ID }) episodeId: string, @Args('coin', { type: () => Int, nullable: true }) coin?: number) {
    const { balance } = await this.wallet.purchaseEpisode(me.userId, { episodeId, coin: coin ?? undefined });
    return { message: 'episode purchase successfully!', balance, status: 'paid', orderId: null, amount: null, invoice: null };
  }

  @Authenticated([])
  @Mutation(() => PurchaseResult)
  async unlockAllEpisodes(@CurrentUser() me: AuthUser, @Args('comicId', { type: () => ID }) comicId: string, @Args('coin', { type: () => Int, nullable: true }) coin?: number) {
    const owned = await this.queries.ownedEpisodeIds(me.userId, comicId);
    const { balance, unlocked } = await this.wallet.unlockAll(me.userId, { comicId, coin: coin ?? undefined }, owned);
    return { message: unlocked ? 'All episodes are unlock!' : 'No episodes left to unlock', balance, status: 'paid', orderId: null, amount: null, invoice: null };
  }

  @Authenticated([])
  @Mutation(() => PurchaseResult)
  async claimGift(@CurrentUser() me: AuthUser, @Args('giftId', { type: () => ID }) giftId: string) {
    const { balance } = await this.wallet.claimGift(me.userId, giftId);
    return { message: 'Gift Redeemed', balance, status: 'paid', orderId: null, amount: null, invoice: null };
  }

  @Authenticated([])
  @Mutation(() => PurchaseResult, { description: 'Buys a coin pack; with a pending provider the invoice comes back and the balance changes on settlement (see balanceChanged)' })
  async buyCoinPack(@CurrentUser() me: AuthUser, @Args('input') input: BuyItemInput) {
    return this.buy(me, 'coin_pack', input, 'Coin Pack buy successfully!');
  }

  @Authenticated([])
  @Mutation(() => PurchaseResult)
  async buyPlan(@CurrentUser() me: AuthUser, @Args('input') input: BuyItemInput) {
    return this.buy(me, 'plan', input, 'subscription buy successfully!');
  }

  @Authenticated([])
  @Subscription(() => Balance, { description: 'Pushes the reader\'s balance whenever it changes (over SSE)', resolve: (b: Balance) => b })
  balanceChanged(@CurrentUser() me: AuthUser) {
    return this.pubsub.subscribe<Balance>(`balance:${me.userId}`);
  }

  private async buy(me: AuthUser, kind: 'coin_pack' | 'plan', input: BuyItemInput, message: string) {
    const placed = await this.orders.place({
      userId: me.userId, kind, itemId: input.itemId, method: input.method, clientPrice: input.price, promoId: input.promoId ?? null,
      idempotencyKey: requestContext.get()?.idempotencyKey,
    });
    return {
      message: placed.status === 'paid' ? message : 'Waiting for payment', balance: await this.queries.balance(me.userId), status: placed.status,
      orderId: placed.order.id, amount: placed.order.amount, invoice: placed.invoice,
    };
  }
}
