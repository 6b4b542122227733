import { QueryBus } from '@nestjs/cqrs';
import { Args, Context, Int, Query, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { ReaderLanguage } from '../../../catalog/index.js';
import { isoOr } from '../../history/wallet.dates.js';
import { ExpirationPage, ExpirationTabEnum } from '../../wallet.graphql-types.js';
import { GetExpirationsQuery } from './get-expirations.query.js';

@Resolver()
export class GetExpirationsResolver {
  constructor(
    private readonly queries: QueryBus,
    private readonly language: ReaderLanguage,
  ) {}

  @Authenticated([])
  @Query(() => ExpirationPage, { description: 'Expected Expiration Dates, soonest first, 5 a page' })
  async expirations(
    @CurrentUser() me: AuthUser,
    @Args('tab', { type: () => ExpirationTabEnum, defaultValue: 'all' }) tab: ExpirationTabEnum,
    @Args('page', { type: () => Int, defaultValue: 1 }) page: number,
    @Context() ctx: { req?: object },
  ): Promise<ExpirationPage> {
    const result = await this.queries.execute(new GetExpirationsQuery(me.userId, tab, page, await this.language.of(ctx.req)));
    return { ...result, items: result.items.map((g) => ({ ...g, expiresAt: isoOr(g.expiresAt, '') })) };
  }
}
