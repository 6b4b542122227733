import { Controller, Get, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../../platform/auth/access.decorators.js';
import { sendContent } from '../rest/send-cached.js';
import { GetPlansQuery } from './get-plans.query.js';
import { ApiKomaRoute } from '../../../platform/http/api-route.decorator.js';

@Controller('api')
export class GetPlansRestController {
  constructor(private readonly queries: QueryBus) {}

  @ApiKomaRoute({ summary: 'Active subscription plans', cached: true, ok: { plans: 'array' } })
  @Public() @Get('get-plan')
  plans(@Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return sendContent(this.queries, req, reply, new GetPlansQuery(), (plans) => ({ plans }));
  }
}
