import { Injectable } from '@nestjs/common';
import { CatalogLookups } from '../catalog/index.js';
import { PromoSource, type Promo } from './payments.ports.js';

/** Promos as the catalog publishes them. */
@Injectable()
export class CatalogPromoSource extends PromoSource {
  constructor(private readonly catalog: CatalogLookups) {
    super();
  }
  async byId(id: string): Promise<Promo | null> {
    return this.catalog.promo(id);
  }
}
