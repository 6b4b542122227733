import { QueryBus } from '@nestjs/cqrs';
import { Query, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser, type AuthUser } from '../../../platform/auth/access.decorators.js';
import { RefundOptionsType } from '../wallet.graphql-types.js';
import { GetRefundOptionsQuery } from './get-refund-options.query.js';

@Resolver()
export class GetRefundOptionsResolver {
  constructor(private readonly queries: QueryBus) {}

  @Authenticated([])
  @Query(() => RefundOptionsType, { description: 'Coin packs the reader may have refunded and unlock-alls they may withdraw, now' })
  refundOptions(@CurrentUser() me: AuthUser): Promise<RefundOptionsType> {
    return this.queries.execute(new GetRefundOptionsQuery(me.userId));
  }
}
