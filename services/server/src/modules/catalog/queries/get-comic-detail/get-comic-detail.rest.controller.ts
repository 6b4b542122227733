import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../../../platform/auth/access.decorators.js';
import { sendContent } from '../../cache/send-cached.js';
import { GetComicDetailQuery } from './get-comic-detail.query.js';
import { ReaderLanguage } from '../../reader-language.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';

/** get-comic-episode-data is served by the reading context: its pages depend on the reader's entitlements. */
@Controller('api')
export class GetComicDetailRestController {
  constructor(
    private readonly queries: QueryBus,
    private readonly language: ReaderLanguage,
  ) {}

  @ApiKomaRoute({ summary: 'A comic with its episodes (by id or slug)', cached: true, errors: [404] })
  @Public()
  @Get('get-comic-data/:comicId')
  async comic(@Param('comicId') comicId: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return sendContent(this.queries, req, reply, new GetComicDetailQuery(comicId, undefined, await this.language.of(req)), (detail) => ({
      ...detail,
    }));
  }
}
