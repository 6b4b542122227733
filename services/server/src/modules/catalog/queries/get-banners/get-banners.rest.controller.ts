import { Controller, Get, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../../../platform/auth/access.decorators.js';
import { sendContent } from '../../cache/send-cached.js';
import { GetBannersQuery } from './get-banners.query.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';

@Controller('api')
export class GetBannersRestController {
  constructor(private readonly queries: QueryBus) {}

  @ApiKomaRoute({ summary: 'Banners in their validity period', cached: true, ok: { banners: 'array' } })
  @Public()
  @Get('get-banner')
  banners(@Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return sendContent(this.queries, req, reply, new GetBannersQuery(), (banners) => ({ banners }));
  }
}
