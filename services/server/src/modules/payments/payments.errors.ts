import { DomainError } from '../../platform/errors/domain-error.js';

export class PriceChangedError extends DomainError {
  constructor(server: number) {
    super('PRICE_CHANGED', 'The price has changed, please review your order', 'conflict', { price: server });
  }
}
export class PromoUnavailableError extends DomainError {
  constructor(message = 'Promo code is expired or invalid') { super('PROMO.UNAVAILABLE', message, 'conflict'); }
}
