import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../../platform/auth/access.decorators.js';
import { sendContent } from '../rest/send-cached.js';
import { GetHomeSlideDataQuery } from './get-home-slide-data.query.js';
import { ApiKomaRoute } from '../../../platform/http/api-route.decorator.js';

@Controller('api')
export class GetHomeSlideDataRestController {
  constructor(private readonly queries: QueryBus) {}

  @ApiKomaRoute({ summary: 'One home slide', cached: true, ok: { slideData: 'object' }, errors: [404] })
  @Public() @Get('get-home-slide-data/:id')
  slide(@Param('id') id: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return sendContent(this.queries, req, reply, new GetHomeSlideDataQuery(id), (slideData) => ({ slideData }));
  }
}
