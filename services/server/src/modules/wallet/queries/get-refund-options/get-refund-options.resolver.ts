import { QueryBus } from '@nestjs/cqrs';
import { Context, Query, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { ReaderLanguage } from '../../../catalog/index.js';
import { RefundOptionsType } from '../../wallet.graphql-types.js';
import { GetRefundOptionsQuery } from './get-refund-options.query.js';

@Resolver()
export class GetRefundOptionsResolver {
  constructor(
    private readonly queries: QueryBus,
    private readonly language: ReaderLanguage,
  ) {}

  @Authenticated([])
  @Query(() => RefundOptionsType, { description: 'Coin packs the reader may have refunded and unlock-alls they may withdraw, now' })
  async refundOptions(@CurrentUser() me: AuthUser, @Context() ctx: { req?: object }): Promise<RefundOptionsType> {
    return this.queries.execute(new GetRefundOptionsQuery(me.userId, await this.language.of(ctx.req)));
  }
}
