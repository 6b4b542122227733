import { Controller, Get, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../../../platform/auth/access.decorators.js';
import { sendContent } from '../../cache/send-cached.js';
import { GetHomeSlidesQuery } from './get-home-slides.query.js';
import { ReaderLanguage } from '../../reader-language.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';

@Controller('api')
export class GetHomeSlidesRestController {
  constructor(
    private readonly queries: QueryBus,
    private readonly language: ReaderLanguage,
  ) {}

  @ApiKomaRoute({ summary: 'Home slides in their validity period', cached: true, ok: { slides: 'array' } })
  @Public()
  @Get('get-home-slide')
  async slides(@Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return sendContent(this.queries, req, reply, new GetHomeSlidesQuery(undefined, await this.language.of(req)), (slides) => ({ slides }));
  }
}
