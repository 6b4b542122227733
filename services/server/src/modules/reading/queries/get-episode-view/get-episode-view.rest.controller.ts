import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ReaderLanguage } from '../../../catalog/index.js';
import { CurrentUser, OptionalUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { restAccess } from './access-out.js';
import { GetEpisodeViewQuery } from './get-episode-view.query.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';

@Controller('api')
export class GetEpisodeViewRestController {
  constructor(
    private readonly queries: QueryBus,
    private readonly language: ReaderLanguage,
  ) {}

  /**
   * Page images only for a reader who may read the episode and whose opening moves nothing more
   * (`access.needsOpen`: POST open-episode first; `access.needsConfirmation`: that starts a rental
   * pass, so the reader agrees first); otherwise `locked` says why (docs/product.md). Moves nothing.
   */
  @OptionalUser()
  @ApiKomaRoute({
    summary: 'An episode: pages for a reader who may read it, else why it is locked',
    ok: { episode: 'object', access: 'object', progress: 'object', pagesExpireAt: 'string' },
    errors: [404],
  })
  @Get('get-comic-episode-data/:episodeId')
  async episode(
    @Param('episodeId') episodeId: string,
    @CurrentUser() me: AuthUser | undefined,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const r = await this.queries.execute(new GetEpisodeViewQuery(episodeId, me?.userId, await this.language.of(req)));
    if (r.upcoming) {
      const ep = r.episode;
      reply.header('cache-control', 'no-cache');
      return {
        // docs/product.md's 'not live' and nothing of the episode: not its number, date or comic before its release.
        success: true,
        episode: { _id: ep.id, id: ep.id, content: [] },
        access: r.access,
        comments: 0,
        listEpisode: [],
        progress: null,
        pagesExpireAt: null,
      };
    }
    // The answer depends on who asks: no cache may give one reader's (or a visitor's) to another.
    reply
      .header('cache-control', me ? 'private, no-store' : 'public, max-age=0, must-revalidate')
      .header('vary', 'Token, Authorization, Accept-Language, Cookie');
    const episode = { ...r.detail.episode } as typeof r.detail.episode & { locked?: string };
    episode.content = r.pages?.pages ?? [];
    if (r.access.allowed) delete episode.locked;
    else episode.locked = r.access.message;
    return {
      success: true,
      ...r.detail,
      episode,
      access: restAccess(r),
      pagesExpireAt: r.pages?.expiresAt?.toISOString() ?? null,
      progress: r.progress,
    };
  }
}
