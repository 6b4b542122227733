import { Controller, Get, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../../../platform/auth/access.decorators.js';
import { CATALOG_MESSAGES } from '../../catalog.messages.js';
import { sendContent } from '../../cache/send-cached.js';
import { GetCoinPacksQuery } from './get-coin-packs.query.js';
import { ReaderLanguage } from '../../reader-language.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';

@Controller('api')
export class GetCoinPacksRestController {
  constructor(
    private readonly queries: QueryBus,
    private readonly language: ReaderLanguage,
  ) {}

  @ApiKomaRoute({ summary: 'Active coin packs', cached: true, ok: { pack: 'array' } })
  @Public()
  @Get('get-coin-pack')
  async coinPacks(@Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return sendContent(this.queries, req, reply, new GetCoinPacksQuery(await this.language.of(req)), (pack) => ({
      pack,
      message: CATALOG_MESSAGES.coinPacks,
    }));
  }
}
