import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Authenticated } from '../../../platform/auth/access.decorators.js';
import { iso } from '../reading.dates.js';
import { GetPurchaseEpisodeQuery } from './get-purchase-episode.query.js';
import { ApiKomaRoute } from '../../../platform/http/api-route.decorator.js';

@Controller('api')
export class GetPurchaseEpisodeRestController {
  constructor(private readonly queries: QueryBus) {}

  /** Purchased episodes and the comics they belong to (Library 'Unlocked'), with how far each was read. */
  @Authenticated()
  @ApiKomaRoute({ summary: 'Purchased episodes and their comics (the Unlocked shelf)', ok: { purchaseEpisode: 'array', purchaseComic: 'array' } })
  @Get('get-purchase-episode/:userId')
  async purchases(@Param('userId') userId: string) {
    const { episodes, comics } = await this.queries.execute(new GetPurchaseEpisodeQuery(userId));
    return {
      success: true,
      purchaseEpisode: episodes.map((e) => ({
        _id: `${e.episodeId}`, episodeId: { _id: e.episodeId, id: e.episodeId, title: e.title },
        comicId: e.comicId, coin: e.coin, bonusCoin: e.bonusCoin, createdAt: iso(e.createdAt),
      })),
      purchaseComic: comics.map(({ comic, totalPercentage }) => ({ comic, teamAssignment: comic.teamAssignment ?? null, totalPercentage })),
    };
  }
}
