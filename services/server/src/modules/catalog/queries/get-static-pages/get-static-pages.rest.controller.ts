import { Controller, Get, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../../../platform/auth/access.decorators.js';
import { sendContent } from '../../cache/send-cached.js';
import { GetStaticPagesQuery } from './get-static-pages.query.js';
import { ReaderLanguage } from '../../reader-language.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';

@Controller('api')
export class GetStaticPagesRestController {
  constructor(
    private readonly queries: QueryBus,
    private readonly language: ReaderLanguage,
  ) {}

  @ApiKomaRoute({ summary: 'Terms and privacy pages', cached: true, ok: { static: 'array' } })
  @Public()
  @Get('get-static-page')
  async staticPages(@Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return sendContent(this.queries, req, reply, new GetStaticPagesQuery(await this.language.of(req)), (pages) => ({ static: pages }));
  }
}
