import { QueryBus } from '@nestjs/cqrs';
import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser, type AuthUser } from '../../../platform/auth/access.decorators.js';
import { isoOr } from '../wallet.dates.js';
import { UsagePage, UsageTabEnum } from '../wallet.graphql-types.js';
import { GetUsageHistoryQuery } from './get-usage-history.query.js';

@Resolver()
export class GetUsageHistoryResolver {
  constructor(private readonly queries: QueryBus) {}

  @Authenticated([])
  @Query(() => UsagePage, { description: 'Usage History, newest first, 5 a page' })
  async usageHistory(@CurrentUser() me: AuthUser, @Args('tab', { type: () => UsageTabEnum, defaultValue: 'all' }) tab: UsageTabEnum, @Args('page', { type: () => Int, defaultValue: 1 }) page: number): Promise<UsagePage> {
    const result = await this.queries.execute(new GetUsageHistoryQuery(me.userId, tab, page));
    return { ...result, items: result.items.map((l) => ({ ...l, createdAt: isoOr(l.createdAt, '') })) };
  }
}
