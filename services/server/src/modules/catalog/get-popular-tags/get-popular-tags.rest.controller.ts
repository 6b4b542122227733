import { Controller, Get, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../../platform/auth/access.decorators.js';
import { sendContent } from '../rest/send-cached.js';
import { GetPopularTagsQuery } from './get-popular-tags.query.js';
import { ApiKomaRoute } from '../../../platform/http/api-route.decorator.js';

@Controller('api')
export class GetPopularTagsRestController {
  constructor(private readonly queries: QueryBus) {}

  @ApiKomaRoute({ summary: 'Popular tags', cached: true, ok: { popularTags: 'array' } })
  @Public() @Get('get-popular-tag')
  popularTags(@Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return sendContent(this.queries, req, reply, new GetPopularTagsQuery(), (popularTags) => ({ popularTags }));
  }
}
