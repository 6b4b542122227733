import { Controller, Get, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../../../platform/auth/access.decorators.js';
import { sendContent } from '../../cache/send-cached.js';
import { GetContactLinksQuery } from './get-contact-links.query.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';

@Controller('api')
export class GetContactLinksRestController {
  constructor(private readonly queries: QueryBus) {}

  @ApiKomaRoute({ summary: 'Social media links', cached: true, ok: { adminData: 'object' } })
  @Public()
  @Get('get-admin-data')
  adminData(@Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return sendContent(this.queries, req, reply, new GetContactLinksQuery(), (adminData) => ({ adminData }));
  }
}
