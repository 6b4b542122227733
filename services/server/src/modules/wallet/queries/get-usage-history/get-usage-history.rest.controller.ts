import { Controller, Get, Param, Query, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';
import { Authenticated } from '../../../../platform/auth/access.decorators.js';
import { parseBody } from '../../../../platform/http/parse-body.js';
import { ReaderLanguage } from '../../../catalog/index.js';
import { isoOr } from '../../history/wallet.dates.js';
import { GetUsageHistoryQuery } from './get-usage-history.query.js';

const Input = z.object({
  tab: z.enum(['all', 'rental', 'coin', 'bonus']).default('all'),
  page: z.coerce.number().int('must be a whole number').min(1).max(100_000).default(1),
});

/** Usage History over REST, as the account page's GraphQL `usageHistory` answers it. */
@Controller('api')
export class GetUsageHistoryRestController {
  constructor(
    private readonly queries: QueryBus,
    private readonly language: ReaderLanguage,
  ) {}

  @ApiKomaRoute({
    summary: 'Usage History: what coins, bonus coins and rental passes were spent on, 5 lines a page',
    query: Input,
    ok: { usageHistory: 'object' },
  })
  @Authenticated()
  @Get('get-usage-history/:userId')
  async usage(@Param('userId') userId: string, @Query() query: unknown, @Req() req: FastifyRequest) {
    const { tab, page } = parseBody(Input, query);
    const result = await this.queries.execute(new GetUsageHistoryQuery(userId, tab, page, await this.language.of(req)));
    return {
      success: true,
      usageHistory: { ...result, items: result.items.map((l) => ({ ...l, _id: l.id, createdAt: isoOr(l.createdAt, null) })) },
    };
  }
}
