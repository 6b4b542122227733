import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { OptionalUser, Public } from '../../../platform/auth/access.decorators.js';
import { validationError } from '../../../platform/errors/domain-error.js';
import { CatalogCache } from '../cache/catalog-cache.js';
import { PromoLookupRateLimit } from '../promo-lookup-limits.js';
import { CatalogQueries, type RankingPeriod } from '../queries/catalog.queries.js';
import { sendCached } from './send-cached.js';

const PERIODS = new Set(['all', 'week', 'day']);
const RANKING_MAX_AGE_MS = 10_000;
/** Comic detail carries like and share counts, which move without an import: rebuilt at least every second. */
const COMIC_MAX_AGE_MS = 1_000;

/**
 * The content reads of spec §7 (REST, contract §6). All public: get-all-content and the others
 * accept a Token but never need one. Bodies are cached per catalog state and carry an ETag.
 */
@Controller('api')
export class CatalogReadController {
  constructor(private readonly queries: CatalogQueries, private readonly cache: CatalogCache) {}

  private async send(req: FastifyRequest, reply: FastifyReply, key: string, build: () => Promise<Record<string, unknown>>, maxAgeMs?: number) {
    const body = await this.cache.get(key, async () => ({ success: true, ...(await build()) }), { maxAgeMs });
    return sendCached(req, reply, body);
  }

  @Public() @Get('get-all-content')
  allContent(@Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return this.send(req, reply, 'all-content', () => this.queries.allContent());
  }

  @Public() @Get('get-popular-tag')
  popularTags(@Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return this.send(req, reply, 'popular-tag', async () => ({ popularTags: await this.queries.popularTags() }));
  }

  @Public() @Get('get-admin-data')
  adminData(@Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return this.send(req, reply, 'admin-data', async () => ({ adminData: await this.queries.adminData() }));
  }

  @Public() @Get('get-home-slide')
  slides(@Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return this.send(req, reply, 'home-slide', async () => ({ slides: await this.queries.slides() }));
  }

  @Public() @Get('get-home-slide-data/:id')
  slide(@Param('id') id: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return this.send(req, reply, `home-slide:${id}`, async () => ({ slideData: await this.queries.slide(id) }));
  }

  @Public() @Get('get-banner')
  banners(@Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return this.send(req, reply, 'banner', async () => ({ banners: await this.queries.banners() }));
  }

  @Public() @Get('get-ranking-data/:period')
  ranking(@Param('period') period: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    if (!PERIODS.has(period)) throw validationError('Ranking period must be all, week or day', undefined, 'CATALOG.BAD_PERIOD');
    // Reads move the ranking without an import: rebuilt at least every 10 s.
    return this.send(req, reply, `ranking:${period}`, async () => ({ comicData: (await this.queries.ranking(period as RankingPeriod)).items }), RANKING_MAX_AGE_MS);
  }

  @Public() @Get('get-writer-data/:writerName')
  writer(@Param('writerName') writerName: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return this.send(req, reply, `writer:${writerName.toLowerCase()}`, async () => ({ comicData: await this.queries.writerComics(writerName) }));
  }

  @Public() @Get('get-comic-data/:comicId')
  comic(@Param('comicId') comicId: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return this.send(req, reply, `comic:${comicId}`, async () => ({ ...(await this.queries.comicDetail(comicId)) }), COMIC_MAX_AGE_MS);
  }

  // get-comic-episode-data is served by the reading context: its pages depend on the reader's entitlements.

  @Public() @Get('get-about')
  about(@Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return this.send(req, reply, 'about', async () => ({ about: await this.queries.about() }));
  }

  @Public() @Get('get-faq')
  faq(@Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return this.send(req, reply, 'faq', async () => ({ totalFaq: await this.queries.faq() }));
  }

  @Public() @Get('get-static-page')
  staticPages(@Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return this.send(req, reply, 'static', async () => ({ static: await this.queries.staticPages() }));
  }

  @Public() @Get('get-coin-pack')
  coinPacks(@Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return this.send(req, reply, 'coin-pack', async () => ({ pack: await this.queries.coinPacks(), message: 'Coin packs' }));
  }

  @Public() @Get('get-plan')
  plans(@Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return this.send(req, reply, 'plan', async () => ({ plans: await this.queries.plans() }));
  }

  @Public() @Get('get-gift')
  gifts(@Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return this.send(req, reply, 'gift', async () => ({ totalGift: await this.queries.gifts() }));
  }

  // The reader is resolved when a token is sent, for the per-account lookup limit; the answer is the same for all.
  @OptionalUser() @PromoLookupRateLimit() @Get('get-promo-by-name/:name')
  promo(@Param('name') name: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return this.send(req, reply, `promo:${name.toLowerCase()}`, async () => ({ promo: await this.queries.promoByName(name), message: 'Promo code is valid' }));
  }

  @Public() @Get('get-user-notification')
  notifications(@Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return this.send(req, reply, 'notification', async () => ({ userNotification: await this.queries.notifications() }));
  }

  @Public() @Get('get-user-notification-data/:id')
  notification(@Param('id') id: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return this.send(req, reply, `notification:${id}`, async () => ({ userNotification: await this.queries.notification(id) }));
  }
}
