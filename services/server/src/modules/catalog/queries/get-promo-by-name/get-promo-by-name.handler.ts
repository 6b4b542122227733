import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock.js';
import { ReadPool } from '../../../../platform/database/read-pool.js';
import { conflict, notFound } from '../../../../platform/errors/domain-error.js';
import { CATALOG_MESSAGES } from '../../catalog.messages.js';
import { promoOut, type PromoOut } from '../../read-model/catalog.rows.js';
import { GetPromoByNameQuery } from './get-promo-by-name.query.js';

@QueryHandler(GetPromoByNameQuery)
export class GetPromoByNameHandler implements IQueryHandler<GetPromoByNameQuery> {
  constructor(
    private readonly pool: ReadPool,
    private readonly clock: Clock,
  ) {}

  async execute({ name, at }: GetPromoByNameQuery): Promise<PromoOut> {
    if (!name || name.length > 50) throw notFound('Promo code', 'PROMO.NOT_FOUND');
    const {
      rows: [r],
    } = await this.pool.query('SELECT * FROM catalog_promos WHERE lower(name) = lower($1)', [name]);
    if (!r) throw notFound('Promo code', 'PROMO.NOT_FOUND');
    const now = at ?? this.clock.now();
    if (r.valid_from && now < r.valid_from) throw conflict('PROMO.NOT_STARTED', CATALOG_MESSAGES.promoNotStarted);
    if (r.valid_to && now > r.valid_to) throw conflict('PROMO.EXPIRED', CATALOG_MESSAGES.promoExpired);
    return promoOut(r);
  }
}
