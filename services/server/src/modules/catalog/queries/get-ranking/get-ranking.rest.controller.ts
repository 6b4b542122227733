import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../../../platform/auth/access.decorators.js';
import { sendContent } from '../../cache/send-cached.js';
import { GetRankingQuery } from './get-ranking.query.js';
import { ReaderLanguage } from '../../reader-language.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';

@Controller('api')
export class GetRankingRestController {
  constructor(
    private readonly queries: QueryBus,
    private readonly language: ReaderLanguage,
  ) {}

  @ApiKomaRoute({ summary: 'The ranking for a period (daily, weekly, monthly, all)', cached: true, ok: { comicData: 'array' } })
  @Public()
  @Get('get-ranking-data/:period')
  async ranking(@Param('period') period: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return sendContent(this.queries, req, reply, new GetRankingQuery(period, {}, undefined, await this.language.of(req)), (page) => ({
      comicData: page.items,
    }));
  }
}
