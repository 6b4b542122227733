import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Authenticated } from '../../../../platform/auth/access.decorators.js';
import { iso } from '../../reading.dates.js';
import { GetRecentReadsQuery } from './get-recent-reads.query.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';

@Controller('api')
export class GetRecentReadsRestController {
  constructor(private readonly queries: QueryBus) {}

  /** The Recent shelf; an entry's `_id` is what delete-user-history takes. */
  @Authenticated()
  @ApiKomaRoute({ summary: 'The Recent shelf', ok: { readData: 'array' } })
  @Get('get-comic-read/:userId')
  async readData(@Param('userId') userId: string) {
    const reads = await this.queries.execute(new GetRecentReadsQuery(userId));
    return {
      success: true,
      readData: reads.map((r) => ({
        _id: r.comicId,
        id: r.comicId,
        comicId: r.comicId,
        episodeId: r.episodeId,
        readPercentage: r.readPercentage,
        comic: r.comic,
        updatedAt: iso(r.readAt),
      })),
    };
  }
}
