import { DomainError } from '../../platform/errors/domain-error.js';

export class PriceChangedError extends DomainError {
  constructor(server: number) {
    super('PRICE_CHANGED', 'The price has changed, please review your order', 'conflict', { price: server });
  }
}
export class PromoCurrencyMismatchError extends DomainError {
  constructor(promoCurrency: 'usd' | 'mnt' | null, itemCurrency: 'usd' | 'mnt') {
    super(
      'PROMO.CURRENCY_MISMATCH',
      promoCurrency
        ? `This promo code applies only to prices in ${promoCurrency.toUpperCase()}, not ${itemCurrency.toUpperCase()}`
        : 'This promo code has no currency and applies to no price',
      'conflict',
      { promoCurrency, itemCurrency },
    );
  }
}
export class PromoUnavailableError extends DomainError {
  constructor(message = 'Promo code is expired or invalid') {
    super('PROMO.UNAVAILABLE', message, 'conflict');
  }
}
