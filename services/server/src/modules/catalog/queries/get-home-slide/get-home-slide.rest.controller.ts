import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../../../platform/auth/access.decorators.js';
import { sendContent } from '../../cache/send-cached.js';
import { GetHomeSlideQuery } from './get-home-slide.query.js';
import { ReaderLanguage } from '../../reader-language.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';

@Controller('api')
export class GetHomeSlideRestController {
  constructor(
    private readonly queries: QueryBus,
    private readonly language: ReaderLanguage,
  ) {}

  @ApiKomaRoute({ summary: 'One home slide', cached: true, ok: { slideData: 'object' }, errors: [404] })
  @Public()
  @Get('get-home-slide-data/:id')
  async slide(@Param('id') id: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return sendContent(this.queries, req, reply, new GetHomeSlideQuery(id, undefined, await this.language.of(req)), (slideData) => ({
      slideData,
    }));
  }
}
