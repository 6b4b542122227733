import { DomainError } from '../../platform/errors/domain-error.js';

/** docs/product.md: the client's own text for a short balance. */
export class InsufficientCoinsError extends DomainError {
  constructor(needed: number, balance: number) {
    super('WALLET.INSUFFICIENT_COINS', 'Insufficient coin Please buy coin for purchasing this item', 'conflict', { needed, balance });
  }
}
export class GiftAlreadyClaimedError extends DomainError {
  constructor() {
    super('WALLET.GIFT_ALREADY_CLAIMED', 'Gift already redeemed', 'conflict');
  }
}
/** The catalog's code and text for an ended gift offer (CatalogLookups.validGift): a client sees one code whichever check refuses. */
export class GiftExpiredError extends DomainError {
  constructor() {
    super('GIFT.EXPIRED', 'This gift has expired', 'conflict');
  }
}
export class RentalPassUnavailableError extends DomainError {
  constructor() {
    super('WALLET.NO_RENTAL_PASS', 'No valid free rental pass for this episode', 'conflict');
  }
}
export class RefundRefusedError extends DomainError {
  constructor(reason: string) {
    super('WALLET.REFUND_REFUSED', reason, 'conflict');
  }
}
export class WithdrawalRefusedError extends DomainError {
  constructor(reason: string) {
    super('WALLET.WITHDRAWAL_REFUSED', reason, 'conflict');
  }
}
