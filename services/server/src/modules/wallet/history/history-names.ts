import { Injectable } from '@nestjs/common';
import { CatalogLookups, type CatalogLanguage } from '../../catalog/index.js';
import { OrdersService } from '../../payments/index.js';

/** Catalog names of what a history line came from, by its order (a coin pack) or gift id. */
export interface SourceNames {
  orders: Map<string, string>;
  gifts: Map<string, string>;
}

/**
 * Names a coin pack bought by an order and a gift by its id as the catalog names them now, in the
 * reader's language (ADR 0030). What is gone from the catalog (or an order payments does not
 * know) is left out, so the line keeps the name stored with its event.
 */
@Injectable()
export class HistoryNames {
  constructor(
    private readonly orders: OrdersService,
    private readonly catalog: CatalogLookups,
  ) {}

  async of(sources: { orderIds?: readonly string[]; giftIds?: readonly string[] }, lang: CatalogLanguage): Promise<SourceNames> {
    const packOf = sources.orderIds?.length ? await this.orders.itemIds(sources.orderIds) : new Map<string, string>();
    const names = await this.catalog.itemNames({ coinPacks: [...packOf.values()], gifts: sources.giftIds }, lang);
    const orders = new Map<string, string>();
    for (const [orderId, packId] of packOf) {
      const name = names.coinPacks.get(packId.toLowerCase());
      if (name) orders.set(orderId, name);
    }
    return { orders, gifts: names.gifts };
  }
}
