import { Body, Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { Authenticated, CurrentUser, OptionalUser, type AuthUser } from '../../platform/auth/access.decorators.js';
import { validationError } from '../../platform/errors/domain-error.js';
import { parseBody } from '../../platform/http/parse-body.js';
import { CatalogLookups, CatalogQueries } from '../catalog/index.js';
import { GetUnlocksQuery } from '../wallet/index.js';
import { EpisodeAccess } from './episode-access.js';
import { ReadingService } from './reading.service.js';
import { PageUrls } from './page-urls.js';

const id = z.string().trim().min(1, 'is required').max(64, 'is too long');
const AddRead = z.object({ userId: id.optional(), episodeId: id, comicId: id, readPercentage: z.coerce.number().finite().min(0).max(100) });
const DeleteHistory = z.object({ userId: id.optional(), deleteHistoryIds: z.array(id).min(1).max(500) });
const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

/** Opening episodes (with access decided on the server), reading progress and the library. */
@Controller('api')
export class ReadingRestController {
  constructor(
    private readonly catalog: CatalogQueries,
    private readonly lookups: CatalogLookups,
    private readonly access: EpisodeAccess,
    private readonly reading: ReadingService,
    private readonly queries: QueryBus,
    private readonly pageUrls: PageUrls,
  ) {}

  /** Page images only for a reader who may read the episode; otherwise `locked` says why (spec §4). */
  @OptionalUser()
  @Get('get-comic-episode-data/:episodeId')
  async episode(@Param('episodeId') episodeId: string, @CurrentUser() me: AuthUser | undefined, @Res({ passthrough: true }) reply: FastifyReply) {
    const ep = await this.lookups.episode(episodeId);
    if (ep.upcoming) {
      // Spec §4: 'Warn! episode was not live' — say so rather than 404, but show nothing of it.
      reply.header('cache-control', 'no-cache');
      return {
        success: true, episode: { _id: ep.id, id: ep.id, comicId: ep.comicId, episodeNumber: ep.episodeNumber, releaseDate: ep.releaseDate.toISOString(), content: [] },
        access: { allowed: false, reason: 'not_live', message: 'Warn! episode was not live' }, comments: 0, listEpisode: [], progress: null, pagesExpireAt: null,
      };
    }
    const detail = await this.catalog.episodeDetail(episodeId);
    const access = await this.access.check(me?.userId, ep);
    // The answer depends on who asks: no cache may give one reader's (or a visitor's) to another.
    reply.header('cache-control', me ? 'private, no-store' : 'public, max-age=0, must-revalidate').header('vary', 'Token, Authorization');
    const episode = { ...detail.episode } as typeof detail.episode & { locked?: string };
    let pagesExpireAt: string | null = null;
    if (access.allowed) {
      // A paid episode's pages as URLs signed for this reader, valid until pagesExpireAt.
      const signed = await this.pageUrls.forReader(await this.lookups.episodePages(ep.id), me?.userId);
      episode.content = signed.pages;
      pagesExpireAt = signed.expiresAt?.toISOString() ?? null;
      delete episode.locked;
      if (me) await this.reading.opened(me.userId, ep.id, ep.comicId);
    } else {
      episode.content = [];
      episode.locked = access.message;
    }
    return {
      success: true, ...detail, episode, access, pagesExpireAt,
      progress: me ? await this.reading.episodeProgress(me.userId, ep.id) : null,
    };
  }

  @Authenticated()
  @Post('add-comic-read')
  @HttpCode(200)
  async addRead(@CurrentUser() me: AuthUser, @Body() body: unknown) {
    const b = parseBody(AddRead, body);
    const ep = await this.lookups.episode(b.episodeId);
    if (ep.comicId !== b.comicId.toLowerCase()) throw validationError('comicId: does not match the episode');
    await this.reading.progress(me.userId, ep.id, ep.comicId, b.readPercentage);
    return { success: true };
  }

  /** The Recent shelf; an entry's `_id` is what delete-user-history takes. */
  @Authenticated()
  @Get('get-comic-read/:userId')
  async readData(@Param('userId') userId: string) {
    const recent = await this.reading.recent(userId);
    const comics = new Map((await this.catalog.comicsByIds(recent.map((r) => r.comic_id))).map((c) => [c._id, c]));
    return {
      success: true,
      readData: recent.filter((r) => comics.has(r.comic_id)).map((r) => ({
        _id: r.comic_id, id: r.comic_id, comicId: r.comic_id, episodeId: r.episode_id, readPercentage: r.percentage,
        comic: comics.get(r.comic_id), updatedAt: iso(r.read_at),
      })),
    };
  }

  @Authenticated()
  @Post('delete-user-history')
  @HttpCode(200)
  async deleteHistory(@CurrentUser() me: AuthUser, @Body() body: unknown) {
    const b = parseBody(DeleteHistory, body);
    await this.reading.deleteHistory(me.userId, b.deleteHistoryIds.map((s) => s.toLowerCase()));
    return { success: true, message: 'History deleted' };
  }

  /** Purchased episodes and the comics they belong to (Library 'Unlocked'), with how far each was read. */
  @Authenticated()
  @Get('get-purchase-episode/:userId')
  async purchases(@Param('userId') userId: string) {
    const unlocks = await this.queries.execute(new GetUnlocksQuery(userId));
    const episodes = new Map((await this.lookups.episodesByIds(unlocks.map((u) => u.episodeId))).map((e) => [e.id, e]));
    const comicIds = [...new Set(unlocks.map((u) => u.comicId))];
    const comics = await this.catalog.comicsByIds(comicIds);
    const progress = await this.reading.progressByComic(userId, comicIds);
    const episodeCounts = new Map<string, number>();
    for (const c of comicIds) episodeCounts.set(c, (await this.lookups.liveEpisodesOf(c)).length || 1);
    return {
      success: true,
      purchaseEpisode: unlocks.map((u) => ({
        _id: `${u.episodeId}`, episodeId: { _id: u.episodeId, id: u.episodeId, title: episodes.get(u.episodeId)?.title ?? '' },
        comicId: u.comicId, coin: u.coin, bonusCoin: u.bonusCoin, createdAt: iso(u.createdAt),
      })),
      purchaseComic: comics.map((c) => ({
        comic: c, teamAssignment: c.teamAssignment ?? null,
        totalPercentage: Math.min(100, Math.round((progress.get(c._id) ?? 0) / (episodeCounts.get(c._id) ?? 1))),
      })),
    };
  }
}
