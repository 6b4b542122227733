import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../../../platform/auth/access.decorators.js';
import { sendContent } from '../../cache/send-cached.js';
import { GetWriterComicsQuery } from './get-writer-comics.query.js';
import { ReaderLanguage } from '../../reader-language.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';

@Controller('api')
export class GetWriterComicsRestController {
  constructor(
    private readonly queries: QueryBus,
    private readonly language: ReaderLanguage,
  ) {}

  @ApiKomaRoute({ summary: "A writer's comics", cached: true, ok: { comicData: 'array' }, errors: [404] })
  @Public()
  @Get('get-writer-data/:writerName')
  async writer(@Param('writerName') writerName: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return sendContent(
      this.queries,
      req,
      reply,
      new GetWriterComicsQuery(writerName, {}, undefined, await this.language.of(req)),
      (page) => ({ comicData: page.items }),
    );
  }
}
