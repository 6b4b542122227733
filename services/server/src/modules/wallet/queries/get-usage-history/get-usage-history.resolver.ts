import { QueryBus } from '@nestjs/cqrs';
import { Args, Context, Int, Query, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { ReaderLanguage } from '../../../catalog/index.js';
import { isoOr } from '../../history/wallet.dates.js';
import { UsagePage, UsageTabEnum } from '../../wallet.graphql-types.js';
import { GetUsageHistoryQuery } from './get-usage-history.query.js';

@Resolver()
export class GetUsageHistoryResolver {
  constructor(
    private readonly queries: QueryBus,
    private readonly language: ReaderLanguage,
  ) {}

  @Authenticated([])
  @Query(() => UsagePage, { description: "Usage History, newest first, 5 a page; comic and episode titles in the reader's language" })
  async usageHistory(
    @CurrentUser() me: AuthUser,
    @Args('tab', { type: () => UsageTabEnum, defaultValue: 'all' }) tab: UsageTabEnum,
    @Args('page', { type: () => Int, defaultValue: 1 }) page: number,
    @Context() ctx: { req?: object },
  ): Promise<UsagePage> {
    const result = await this.queries.execute(new GetUsageHistoryQuery(me.userId, tab, page, await this.language.of(ctx.req)));
    return { ...result, items: result.items.map((l) => ({ ...l, createdAt: isoOr(l.createdAt, '') })) };
  }
}
