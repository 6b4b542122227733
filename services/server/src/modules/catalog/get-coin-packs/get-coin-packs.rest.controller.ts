import { Controller, Get, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../../platform/auth/access.decorators.js';
import { CATALOG_MESSAGES } from '../catalog.messages.js';
import { sendContent } from '../rest/send-cached.js';
import { GetCoinPacksQuery } from './get-coin-packs.query.js';
import { ApiKomaRoute } from '../../../platform/http/api-route.decorator.js';

@Controller('api')
export class GetCoinPacksRestController {
  constructor(private readonly queries: QueryBus) {}

  @ApiKomaRoute({ summary: 'Active coin packs', cached: true, ok: { pack: 'array' } })
  @Public() @Get('get-coin-pack')
  coinPacks(@Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return sendContent(this.queries, req, reply, new GetCoinPacksQuery(), (pack) => ({ pack, message: CATALOG_MESSAGES.coinPacks }));
  }
}
