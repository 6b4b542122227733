import { Controller, Get, Param, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { ReaderLanguage } from '../../../catalog/index.js';
import { Authenticated } from '../../../../platform/auth/access.decorators.js';
import { iso } from '../../reading.dates.js';
import { GetPurchasedEpisodesQuery } from './get-purchased-episodes.query.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';

@Controller('api')
export class GetPurchasedEpisodesRestController {
  constructor(
    private readonly queries: QueryBus,
    private readonly language: ReaderLanguage,
  ) {}

  /** Purchased episodes and the comics they belong to (Library 'Unlocked'), with how far each was read. */
  @Authenticated()
  @ApiKomaRoute({
    summary: 'Purchased episodes and their comics (the Unlocked shelf)',
    ok: { purchaseEpisode: 'array', purchaseComic: 'array', share: 'array' },
  })
  @Get('get-purchase-episode/:userId')
  async purchases(@Param('userId') userId: string, @Req() req: FastifyRequest) {
    const { episodes, comics, shares } = await this.queries.execute(new GetPurchasedEpisodesQuery(userId, await this.language.of(req)));
    return {
      success: true,
      purchaseEpisode: episodes.map((e) => ({
        _id: `${e.episodeId}`,
        episodeId: { _id: e.episodeId, id: e.episodeId, title: e.title, episodeNumber: e.episodeNumber },
        comicId: e.comicId,
        comic: e.comicSlug ? { _id: e.comicId, id: e.comicId, slug: e.comicSlug, title: e.comicTitle } : null,
        coin: e.coin,
        bonusCoin: e.bonusCoin,
        createdAt: iso(e.createdAt),
      })),
      purchaseComic: comics.map(({ comic, totalPercentage }) => ({ comic, teamAssignment: comic.teamAssignment ?? null, totalPercentage })),
      share: shares.map((s) => ({
        _id: `${userId}:share:${s.comicId}`,
        userId,
        comicId: s.comicId,
        type: 'share',
        count: s.shares,
        createdAt: iso(s.firstSharedAt),
        updatedAt: iso(s.lastSharedAt),
      })),
    };
  }
}
