import type pg from 'pg';
import type { Order, OrderKind } from './orders.store.js';

/** A price-list entry as the server knows it. */
/** A price-list entry as the server knows it; `terms` (e.g. coins in a pack) are kept on the order, so what was shown is what is credited. */
export interface PricedItem {
  id: string;
  name: string;
  salePrice: number;
  currency: 'usd' | 'mnt';
  terms: Record<string, unknown>;
  /**
   * The same item's price in another currency, charged when the provider does not take the listed
   * one (a USD plan through QPay, in tugrik). The client's figure is still the listed price.
   */
  alsoPricedIn?: { currency: 'usd' | 'mnt'; salePrice: number };
}

/**
 * What a context sells through payments: its items' prices, and what a paid order gives
 * (e.g. the wallet credits a coin pack, membership starts a plan). `fulfil` runs inside the
 * settlement transaction, so the order is marked paid if and only if it was credited.
 */
export interface Fulfiller {
  kind: OrderKind;
  item(itemId: string): Promise<PricedItem>;
  fulfil(order: Order, tx: pg.PoolClient): Promise<void>;
  /** After the settlement committed (e.g. push the new balance to the reader's pages). */
  settled?(order: Order): Promise<void>;
}

export interface Promo {
  id: string;
  name: string;
  discountType: 'percentage' | 'fixed';
  amount: number;
  /** A fixed promo applies only to items priced in this currency; null (on a fixed promo) applies to none. */
  currency: 'usd' | 'mnt' | null;
  validFrom: Date | null;
  validTo: Date | null;
  maxRedemptions: number | null;
  /** Redemptions per account (the catalog makes it 1 when the file does not say). */
  perUserLimit: number;
}

/** Where promos come from (the catalog). */
export abstract class PromoSource {
  abstract byId(id: string): Promise<Promo | null>;
}
