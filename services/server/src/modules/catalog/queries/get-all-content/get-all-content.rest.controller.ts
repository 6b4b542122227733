import { Controller, Get, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../../../platform/auth/access.decorators.js';
import { sendContent } from '../../cache/send-cached.js';
import { GetAllContentQuery } from './get-all-content.query.js';
import { ReaderLanguage } from '../../reader-language.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';

/** Public: a Token may be sent but is never needed; the body is cached per catalog state (ETag). */
@Controller('api')
export class GetAllContentRestController {
  constructor(
    private readonly queries: QueryBus,
    private readonly language: ReaderLanguage,
  ) {}

  @ApiKomaRoute({ summary: 'The whole published catalog', cached: true })
  @Public()
  @Get('get-all-content')
  async allContent(@Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return sendContent(this.queries, req, reply, new GetAllContentQuery(undefined, await this.language.of(req)), (content) => content);
  }
}
