import type { PlaceResult } from '../payments/index.js';
import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';

export enum UsageTabEnum {
  all = 'all',
  rental = 'rental',
  coin = 'coin',
  bonus = 'bonus',
}
export enum ExpirationTabEnum {
  all = 'all',
  rental = 'rental',
  bonus = 'bonus',
  point = 'point',
}
registerEnumType(UsageTabEnum, {
  name: 'UsageTab',
  description: 'Usage History tabs (docs/product.md): All, Free Rental Passes, Coins, Bonus Coins',
});
registerEnumType(ExpirationTabEnum, {
  name: 'ExpirationTab',
  description: 'Expected Expiration Dates tabs: All, Free Rental Passes, Bonus Coins, Points',
});

@ObjectType({ description: 'What a reader can spend: coin + bonusCoin pay for episodes' })
export class Balance {
  @Field(() => Int) coin!: number;
  @Field(() => Int) bonusCoin!: number;
  @Field(() => Int) point!: number;
  @Field(() => Int, { description: 'Free rental passes not yet expired' }) freeRental!: number;
}

@ObjectType({ description: 'A bonus-coin or point lot, or a rental pass, with what is left of it' })
export class Expiration {
  @Field(() => ID) id!: string;
  @Field() kind!: string;
  @Field(() => Int) total!: number;
  @Field(() => Int) remaining!: number;
  @Field() expiresAt!: string;
  @Field() detail!: string;
  @Field(() => String, { nullable: true }) episodeId!: string | null;
}

@ObjectType()
export class ExpirationPage {
  @Field(() => [Expiration]) items!: Expiration[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) pageSize!: number;
}

@ObjectType({ description: "The comic a history line is about: its title in the reader's language and its slug to link to it" })
export class NamedComic {
  @Field(() => ID) id!: string;
  @Field() slug!: string;
  @Field() title!: string;
}

@ObjectType({
  description: "The episode a history line is about: its number (the reader's link is /comic/{slug}/{episodeNumber}) and title",
})
export class NamedEpisode {
  @Field(() => ID) id!: string;
  @Field(() => Int) episodeNumber!: number;
  @Field() title!: string;
}

@ObjectType({ description: 'One currency moved by one event (negative when spent or expired)' })
export class UsageEntry {
  @Field(() => ID) id!: string;
  @Field() kind!: string;
  @Field() action!: string;
  @Field(() => Int) amount!: number;
  @Field(() => String, { nullable: true }) episodeId!: string | null;
  @Field(() => String, { nullable: true }) comicId!: string | null;
  @Field({ description: "English note: the episode count of an unlock-all, a refund's reason" }) detail!: string;
  @Field() createdAt!: string;
  @Field(() => NamedComic, { nullable: true, description: 'The comic of an episode purchase, unlock-all, withdrawal or rental pass' })
  comic!: NamedComic | null;
  @Field(() => NamedEpisode, { nullable: true, description: 'The episode of an episode purchase or rental pass' })
  episode!: NamedEpisode | null;
  @Field(() => Int, { nullable: true, description: 'How many episodes an unlock-all (or its withdrawal) covered' }) episodeCount!:
    number | null;
}

@ObjectType()
export class UsagePage {
  @Field(() => [UsageEntry]) items!: UsageEntry[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) pageSize!: number;
}

@ObjectType()
export class CoinPurchase {
  @Field(() => ID) id!: string;
  @Field() packName!: string;
  @Field(() => Int) coin!: number;
  @Field(() => Int) bonusCoin!: number;
  @Field(() => Int) point!: number;
  @Field() createdAt!: string;
}

@ObjectType()
export class CoinPurchasePage {
  @Field(() => [CoinPurchase]) items!: CoinPurchase[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) pageSize!: number;
}

@ObjectType()
export class GiftClaim {
  @Field(() => ID) giftId!: string;
  @Field() type!: string;
  @Field() title!: string;
  @Field(() => Int) value!: number;
  @Field(() => Int) total!: number;
  @Field(() => Int) spend!: number;
  @Field(() => String, { nullable: true }) episodeId!: string | null;
  @Field() expiresAt!: string;
  @Field() claimedAt!: string;
}

@ObjectType({ description: 'A pending payment: show the QR code and the wallet/bank links' })
export class PaymentInvoice {
  @Field() invoiceId!: string;
  @Field() qrText!: string;
  @Field(() => String, { nullable: true }) qrImage!: string | null;
  @Field(() => String, { nullable: true }) shortUrl!: string | null;
  @Field(() => [DeepLink]) deepLinks!: DeepLink[];
}

@ObjectType()
export class DeepLink {
  @Field() name!: string;
  @Field() description!: string;
  @Field() logo!: string;
  @Field() link!: string;
}

@ObjectType({ description: 'What a purchase did: the changed wallet, and the invoice when payment is still pending' })
export class PurchaseResult {
  @Field() message!: string;
  @Field(() => Balance) balance!: Balance;
  @Field() status!: string;
  @Field(() => ID, { nullable: true }) orderId!: string | null;
  @Field(() => Float, { nullable: true }) amount!: number | null;
  @Field(() => PaymentInvoice, { nullable: true }) invoice!: PaymentInvoice | null;

  /** A purchase paid from the wallet itself (no order, no invoice). */
  static paid(message: string, balance: Balance): PurchaseResult {
    return { message, balance, status: 'paid', orderId: null, amount: null, invoice: null };
  }

  /** A purchase through a payment order: paid at once, or pending with the provider's invoice. */
  static ofOrder(placed: PlaceResult, message: string, balance: Balance): PurchaseResult {
    return { message, balance, status: placed.status, orderId: placed.order.id, amount: placed.order.amount, invoice: placed.invoice };
  }
}

@InputType()
export class BuyItemInput {
  @Field(() => ID) itemId!: string;
  @Field(() => Float, { nullable: true, description: "The price the reader saw; refused with PRICE_CHANGED when it is not the server's" })
  price?: number;
  @Field(() => ID, { nullable: true }) promoId?: string;
  @Field({ defaultValue: 'paytm' }) method!: string;
}

@ObjectType({ description: 'A coin pack that may be refunded now: bought within 7 days, none of its coins or bonus coins spent' })
export class RefundablePackType {
  @Field(() => ID) orderId!: string;
  @Field(() => Int) coin!: number;
  @Field(() => Int) bonusCoin!: number;
  @Field(() => Int) point!: number;
  @Field() boughtAt!: string;
  @Field({ description: 'The end of its 7-day refund window' }) until!: string;
}

@ObjectType()
export class WithdrawableEpisodeType {
  @Field(() => ID) episodeId!: string;
  @Field() title!: string;
  @Field(() => Int) episodeNumber!: number;
  @Field(() => Int, { description: 'Coins it gives back' }) price!: number;
}

@ObjectType({ description: 'An unlock-all that may be withdrawn now: its unopened episodes and the coins they give back' })
export class WithdrawableUnlockType {
  @Field(() => ID) unlockId!: string;
  @Field(() => ID) comicId!: string;
  @Field() boughtAt!: string;
  @Field({ description: 'The end of its 7-day withdrawal window' }) until!: string;
  @Field(() => Int) coins!: number;
  @Field(() => [WithdrawableEpisodeType]) episodes!: WithdrawableEpisodeType[];
}

@ObjectType()
export class RefundOptionsType {
  @Field(() => [RefundablePackType]) packs!: RefundablePackType[];
  @Field(() => [WithdrawableUnlockType]) unlocks!: WithdrawableUnlockType[];
}
