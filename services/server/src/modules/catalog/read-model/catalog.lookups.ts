import { Injectable } from '@nestjs/common';
import { prepared } from '../../../platform/database/pg-pool.js';
import { ReadPool } from '../../../platform/database/read-pool.js';
import { Clock } from '../../../platform/clock/clock.js';
import { conflict, notFound } from '../../../platform/errors/domain-error.js';
import { CatalogCache } from '../cache/catalog-cache.js';
import { isUuid } from '../catalog.ids.js';
import { CATALOG_MESSAGES } from '../catalog.messages.js';
import { localized, type CatalogLanguage } from '../catalog.language.js';
import { COMIC_PUBLIC, GIFT_OFFER_ENDS, GIFT_VALID } from './catalog.publication-sql.js';

/** An episode as the money and access contexts see it; `live` applies the publication rules. */
export interface SellableEpisode {
  id: string;
  comicId: string;
  title: string;
  episodeNumber: number;
  monetization: 'free' | 'coin' | 'subscription';
  coinPrice: number;
  releaseDate: Date;
  live: boolean;
  /** Published in a public comic but released later: the reader is told it is not live yet. */
  upcoming: boolean;
}
export interface CatalogGift {
  id: string;
  type: 'rental' | 'coin' | 'point';
  title: string;
  image: string;
  value: number;
  detail: string;
  expiryDate: Date;
  episodeId: string | null;
  episodeTitle: string | null;
  /** The last instant it may be claimed (GIFT_OFFER_ENDS): a claim after it is refused with GIFT.EXPIRED. */
  offerEndsAt: Date;
}
export interface CatalogCoinPack {
  id: string;
  name: string;
  coin: number;
  bonusCoin: number;
  point: number;
  regularPrice: number;
  salePrice: number;
  currency: 'usd' | 'mnt';
}
export interface CatalogPlan {
  id: string;
  name: string;
  duration: number;
  basePrice: number;
  price: number;
  discountType: 'percent' | 'amount';
  discountValue: number;
}
export interface CatalogPromo {
  id: string;
  name: string;
  discountType: 'percentage' | 'fixed';
  amount: number;
  /** A fixed promo's currency: it applies only to items priced in it (null: to none). Null on a percentage. */
  currency: 'usd' | 'mnt' | null;
  validFrom: Date | null;
  validTo: Date | null;
  maxRedemptions: number | null;
  perUserLimit: number;
}

/** Names of sellable items by id, in one language: plans and coin packs by `name`, gifts by `title`. */
export interface CatalogItemNames {
  plans: Map<string, string>;
  coinPacks: Map<string, string>;
  gifts: Map<string, string>;
}

const uuids = (ids: readonly string[]) => [...new Set(ids.map((i) => String(i).toLowerCase()).filter(isUuid))];
const LIVE = `(${COMIC_PUBLIC} AND e.status = 'publish' AND e.release_date <= $1)`;
const UPCOMING = `(${COMIC_PUBLIC} AND e.status = 'publish' AND e.release_date > $1)`;
const EP_COLUMNS = `e.id, e.comic_id, e.title, e.episode_number, e.monetization, e.coin_price, e.release_date, ${LIVE} AS live, ${UPCOMING} AS upcoming`;

function episodeOf(r: any): SellableEpisode {
  return {
    id: r.id,
    comicId: r.comic_id,
    title: r.title,
    episodeNumber: r.episode_number,
    monetization: r.monetization,
    coinPrice: Number(r.coin_price),
    releaseDate: new Date(r.release_date),
    live: r.live === true,
    upcoming: r.upcoming === true,
  };
}
function giftOf(r: any): CatalogGift {
  return {
    id: r.id,
    type: r.type,
    title: r.title,
    image: r.image,
    value: r.value,
    detail: r.detail,
    expiryDate: new Date(r.expiry_date),
    episodeId: r.episode_id ?? null,
    episodeTitle: r.episode_title ?? null,
    offerEndsAt: new Date(r.offer_ends_at),
  };
}

/**
 * Read-only lookups the wallet, membership, payments and reading contexts use for prices,
 * entitlements and gifts (docs/architecture.md: they call this, never the catalog's tables).
 * Everything here applies the same publication rules as the reader-facing queries.
 */
@Injectable()
export class CatalogLookups {
  constructor(
    private readonly pool: ReadPool,
    private readonly clock: Clock,
    private readonly cache: CatalogCache,
  ) {}

  private async q(sql: string, params: unknown[]): Promise<any[]> {
    return (await this.pool.query(sql, params)).rows;
  }

  /**
   * Any episode by id (live or not: `live` says); 404 when there is none or the id is malformed.
   * Cached per catalog state (CatalogCache): its price and `live` change only with an import or
   * at a release date, both of which end the state. Every purchase asks this.
   */
  async episode(id: string): Promise<SellableEpisode> {
    if (!isUuid(String(id))) throw notFound('Episode', 'CATALOG.EPISODE_NOT_FOUND');
    const key = id.toLowerCase();
    return this.cache.value(`lookup:episode:${key}`, async () => {
      const [r] = await this.q(
        `SELECT ${EP_COLUMNS} FROM catalog_episodes e JOIN catalog_comics c ON c.id = e.comic_id WHERE e.id = $2::uuid`,
        [this.clock.now(), key],
      );
      if (!r) throw notFound('Episode', 'CATALOG.EPISODE_NOT_FOUND');
      return Object.freeze(episodeOf(r));
    });
  }

  /** The live episodes of a comic in episode order ([] for an unknown or hidden comic). */
  async liveEpisodesOf(comicId: string): Promise<SellableEpisode[]> {
    if (!isUuid(String(comicId))) return [];
    return (
      await this.q(
        `SELECT ${EP_COLUMNS} FROM catalog_episodes e JOIN catalog_comics c ON c.id = e.comic_id
      WHERE e.comic_id = $2::uuid AND ${LIVE} ORDER BY e.episode_number`,
        [this.clock.now(), comicId.toLowerCase()],
      )
    ).map(episodeOf);
  }

  async episodesByIds(ids: readonly string[]): Promise<SellableEpisode[]> {
    const list = uuids(ids);
    if (!list.length) return [];
    const { rows } = await this.pool.query(
      prepared(`SELECT ${EP_COLUMNS} FROM catalog_episodes e JOIN catalog_comics c ON c.id = e.comic_id WHERE e.id = ANY($2::uuid[])`, [
        this.clock.now(),
        list,
      ]),
    );
    return rows.map(episodeOf);
  }

  /**
   * The page images of an episode in sequence (callers decide whether the reader may see them).
   * Cached per catalog state like `episode`: only an import changes them.
   */
  async episodePages(id: string): Promise<ReadonlyArray<{ image: string; sequence: number }>> {
    if (!isUuid(String(id))) return [];
    const key = id.toLowerCase();
    return this.cache.value(`lookup:pages:${key}`, async () => {
      const [r] = await this.q('SELECT content FROM catalog_episodes WHERE id = $1::uuid', [key]);
      return Object.freeze((r?.content ?? []) as Array<{ image: string; sequence: number }>);
    });
  }

  /** A gift that may be claimed now: known, its offer not ended (`offerEndsAt`), and for a rental, its episode live. */
  async validGift(id: string): Promise<CatalogGift> {
    const [g] = await this.giftsByIds([id]);
    if (!g) throw notFound('Gift', 'GIFT.NOT_FOUND');
    if (g.offerEndsAt < this.clock.now()) throw conflict('GIFT.EXPIRED', CATALOG_MESSAGES.giftExpired);
    if (g.type === 'rental') {
      if (
        !g.episodeId ||
        !(await this.episode(g.episodeId).then(
          (e) => e.live,
          () => false,
        ))
      )
        throw conflict('GIFT.UNAVAILABLE', CATALOG_MESSAGES.giftUnavailable);
    }
    return g;
  }

  /** Gifts by id whatever their validity (for history lists). */
  async giftsByIds(ids: readonly string[]): Promise<CatalogGift[]> {
    const list = uuids(ids);
    if (!list.length) return [];
    return (
      await this.q(
        `SELECT g.*, e.title AS episode_title, ${GIFT_OFFER_ENDS} AS offer_ends_at FROM catalog_gifts g LEFT JOIN catalog_episodes e ON e.id = g.episode_id
      WHERE g.id = ANY($1::uuid[])`,
        [list],
      )
    ).map(giftOf);
  }

  /** Valid rental gifts that open this episode. */
  async rentalGiftsFor(episodeId: string): Promise<CatalogGift[]> {
    if (!isUuid(String(episodeId))) return [];
    return (
      await this.q(
        `SELECT g.*, NULL AS episode_title, ${GIFT_OFFER_ENDS} AS offer_ends_at FROM catalog_gifts g
      WHERE g.type = 'rental' AND g.episode_id = $2::uuid AND ${GIFT_VALID} ORDER BY g.expiry_date, g.id`,
        [this.clock.now(), episodeId.toLowerCase()],
      )
    ).map(giftOf);
  }

  /**
   * The names of plans, coin packs and gifts by id in `lang` (ADR 0030), whatever their status or
   * validity now: histories name what the reader bought. Unknown ids are left out.
   */
  async itemNames(
    ids: { plans?: readonly string[]; coinPacks?: readonly string[]; gifts?: readonly string[] },
    lang: CatalogLanguage,
  ): Promise<CatalogItemNames> {
    const named = async (table: string, field: 'name' | 'title', list: readonly string[] = []) => {
      const valid = uuids(list);
      if (!valid.length) return new Map<string, string>();
      const rows = await this.q(`SELECT id, ${field}, translations FROM ${table} WHERE id = ANY($1::uuid[])`, [valid]);
      return new Map(rows.map((r) => localized(r, lang)).map((r) => [r.id as string, r[field] as string]));
    };
    const [plans, coinPacks, gifts] = await Promise.all([
      named('catalog_plans', 'name', ids.plans),
      named('catalog_coin_packs', 'name', ids.coinPacks),
      named('catalog_gifts', 'title', ids.gifts),
    ]);
    return { plans, coinPacks, gifts };
  }

  /** An active coin pack; 404 when unknown or inactive. */
  async activeCoinPack(id: string): Promise<CatalogCoinPack> {
    const [r] = isUuid(String(id))
      ? await this.q(`SELECT * FROM catalog_coin_packs WHERE id = $1::uuid AND status = 'active'`, [id.toLowerCase()])
      : [];
    if (!r) throw notFound('Coin pack', 'CATALOG.COIN_PACK_NOT_FOUND');
    return {
      id: r.id,
      name: r.name,
      coin: r.coin,
      bonusCoin: r.bonus_coin,
      point: r.point,
      regularPrice: Number(r.regular_price),
      salePrice: Number(r.sale_price),
      currency: r.currency,
    };
  }

  /** An active plan; 404 when unknown or inactive. */
  async activePlan(id: string): Promise<CatalogPlan> {
    const [r] = isUuid(String(id))
      ? await this.q(`SELECT * FROM catalog_plans WHERE id = $1::uuid AND status = 'active'`, [id.toLowerCase()])
      : [];
    if (!r) throw notFound('Plan', 'CATALOG.PLAN_NOT_FOUND');
    return {
      id: r.id,
      name: r.name,
      duration: r.duration,
      basePrice: Number(r.base_price),
      price: Number(r.price),
      discountType: r.discount_type,
      discountValue: Number(r.discount_value),
    };
  }

  /** A promo by id (null when unknown); the caller checks its window and limits. */
  async promo(id: string): Promise<CatalogPromo | null> {
    if (!isUuid(String(id))) return null;
    const [r] = await this.q('SELECT * FROM catalog_promos WHERE id = $1::uuid', [id.toLowerCase()]);
    if (!r) return null;
    return {
      id: r.id,
      name: r.name,
      discountType: r.discount_type,
      amount: Number(r.amount),
      currency: r.currency ?? null,
      validFrom: r.valid_from ? new Date(r.valid_from) : null,
      validTo: r.valid_to ? new Date(r.valid_to) : null,
      maxRedemptions: r.max_redemptions ?? null,
      perUserLimit: r.per_user_limit,
    };
  }
}
