import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { OptionalUser } from '../../../../platform/auth/access.decorators.js';
import { CATALOG_MESSAGES } from '../../catalog.messages.js';
import { PromoLookupRateLimit } from './promo-lookup-limits.js';
import { sendContent } from '../../cache/send-cached.js';
import { GetPromoByNameQuery } from './get-promo-by-name.query.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';

@Controller('api')
export class GetPromoByNameRestController {
  constructor(private readonly queries: QueryBus) {}

  /** The reader is resolved when a token is sent, for the per-account lookup limit; the answer is the same for all. */
  @ApiKomaRoute({ summary: 'A promo code, if valid now', cached: true, ok: { promo: 'object' }, errors: [404, 409, 429] })
  @OptionalUser()
  @PromoLookupRateLimit()
  @Get('get-promo-by-name/:name')
  promo(@Param('name') name: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return sendContent(this.queries, req, reply, new GetPromoByNameQuery(name), (promo) => ({
      promo,
      message: CATALOG_MESSAGES.promoValid,
    }));
  }
}
