import { Args, Context, Int, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { OptionalUser, Public } from '../../../platform/auth/access.decorators.js';
import { validationError } from '../../../platform/errors/domain-error.js';
import { ListSize, pageSize } from '../../../platform/graphql/list-size.js';
import { CatalogQueries, SEARCH_MAX, type ComicFilter } from '../queries/catalog.queries.js';
import type { ComicOut, EpisodeSummaryOut } from '../queries/catalog.rows.js';
import { PromoLookupRateLimit } from '../promo-lookup-limits.js';
import { CatalogLoaders } from './catalog.loaders.js';
import {
  About, Banner, CatalogNotification, CoinPack, Comic, COMIC_PAGE_MAX, ComicPage, ComicSortGql, EPISODE_PAGE_MAX, EpisodeOrderGql, EpisodeView, Episode,
  FaqGroup, Gift, Home, Plan, Promo, RankingPeriodGql, Slide, SocialMedia, StaticPage,
} from './catalog.types.js';

type Ctx = { req?: object };
const DAYS = ['NEW', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];
const gqlComic = (c: ComicOut): Comic => ({ ...c, teamAssignment: c.teamAssignment ?? null });
/** An optional text argument; an explicit null means "not given". */
const text = (v: string | null | undefined, name: string, max = 100) => {
  if (v != null && v.length > max) throw validationError(`${name} must be at most ${max} characters`);
  return v ?? undefined;
};
/** A listing whose `limit` sizes its page (clamped to COMIC_PAGE_MAX by CatalogQueries). */
const Listing = () => ListSize({ max: COMIC_PAGE_MAX, sizeArg: 'limit' });
/** One page of an episode list: `offset` on, at most `limit` (1..EPISODE_PAGE_MAX, all of them by default). */
const episodePage = <T>(list: T[], offset: number, limit: number) => {
  const from = Math.max(offset, 0);
  return list.slice(from, from + pageSize(limit, EPISODE_PAGE_MAX));
};

/** The client's catalog API: thin over CatalogQueries, the same rules as REST. */
@Resolver()
export class CatalogResolver {
  constructor(private readonly queries: CatalogQueries, private readonly loaders: CatalogLoaders) {}

  private async page(f: ComicFilter, ctx: Ctx): Promise<ComicPage> {
    const p = await this.queries.comics(f, this.loaders.for(ctx.req).now);
    return { ...p, items: p.items.map(gqlComic) };
  }

  @Public() @Query(() => Home, { description: 'Home sections (spec §2 Home)' })
  async home(@Context() ctx: Ctx): Promise<Home> {
    const now = this.loaders.for(ctx.req).now;
    const [slides, newest, free, own, genres] = await Promise.all([
      this.queries.slides(now), this.queries.comics({ sort: 'newest', limit: 6 }, now), this.queries.comics({ freeOnly: true, sort: 'newest', limit: 6 }, now),
      this.queries.comics({ own: true, sort: 'newest', limit: 12 }, now), this.genreList(now),
    ]);
    return { slides, newReleases: newest.items.map(gqlComic), freeEpisode: free.items.map(gqlComic), showcase: own.items.map(gqlComic), genres };
  }

  private async genreList(now: Date): Promise<string[]> {
    const all = await this.queries.comics({ limit: 100, sort: 'title' }, now);
    return [...new Set(all.items.map((c) => c.genre))].sort();
  }

  @Public() @Query(() => [String], { description: 'Genres that have published comics (genre tabs)' })
  async genres(@Context() ctx: Ctx) { return this.genreList(this.loaders.for(ctx.req).now); }

  @Public() @Listing() @Query(() => ComicPage, { description: 'Daily tab: NEW (newest first) or a weekday MON..SUN' })
  dailyComics(@Args('day') day: string, @Args('offset', { type: () => Int, defaultValue: 0 }) offset: number,
    @Args('limit', { type: () => Int, defaultValue: 20 }) limit: number, @Context() ctx: Ctx) {
    const d = day.toUpperCase();
    if (!DAYS.includes(d)) throw validationError('day must be NEW or one of MON..SUN');
    return this.page(d === 'NEW' ? { sort: 'newest', offset, limit } : { weekday: d, sort: 'newest', offset, limit }, ctx);
  }

  @Public() @Listing() @Query(() => ComicPage, { description: 'Free tab: comics with free episodes, all or one genre' })
  freeComics(@Args('genre', { type: () => String, nullable: true }) genre: string | undefined, @Args('offset', { type: () => Int, defaultValue: 0 }) offset: number,
    @Args('limit', { type: () => Int, defaultValue: 20 }) limit: number, @Context() ctx: Ctx) {
    return this.page({ freeOnly: true, genre: text(genre, 'genre'), offset, limit }, ctx);
  }

  @Public() @Listing() @Query(() => ComicPage, { description: 'Genre tab (and /more/{genre}): all or one genre' })
  genreComics(@Args('genre', { type: () => String, nullable: true }) genre: string | undefined, @Args('offset', { type: () => Int, defaultValue: 0 }) offset: number,
    @Args('limit', { type: () => Int, defaultValue: 20 }) limit: number, @Context() ctx: Ctx) {
    return this.page({ genre: text(genre, 'genre'), offset, limit }, ctx);
  }

  @Public() @Listing() @Query(() => ComicPage, { description: 'Ranking: all time, week, day' })
  async ranking(@Args('period', { type: () => RankingPeriodGql }) period: RankingPeriodGql, @Args('offset', { type: () => Int, defaultValue: 0 }) offset: number,
    @Args('limit', { type: () => Int, defaultValue: 20 }) limit: number, @Context() ctx: Ctx): Promise<ComicPage> {
    const p = await this.queries.ranking(period, this.loaders.for(ctx.req).now, limit, offset);
    return { ...p, limit: Math.min(Math.max(limit, 1), 100), items: p.items.map(gqlComic) };
  }

  @Public() @Listing() @Query(() => ComicPage, { description: 'Tag page: comics with the tag, sorted' })
  tagComics(@Args('tag') tag: string, @Args('sort', { type: () => ComicSortGql, defaultValue: ComicSortGql.POPULAR }) sort: ComicSortGql,
    @Args('offset', { type: () => Int, defaultValue: 0 }) offset: number, @Args('limit', { type: () => Int, defaultValue: 20 }) limit: number, @Context() ctx: Ctx) {
    return this.page({ tag: text(tag, 'tag', 50), sort, offset, limit }, ctx);
  }

  @Public() @Listing() @Query(() => ComicPage, { description: 'Writer page' })
  writerComics(@Args('writerName') writerName: string, @Args('offset', { type: () => Int, defaultValue: 0 }) offset: number,
    @Args('limit', { type: () => Int, defaultValue: 20 }) limit: number, @Context() ctx: Ctx) {
    return this.page({ writer: text(writerName, 'writerName', 200), offset, limit }, ctx);
  }

  @Public() @Listing() @Query(() => ComicPage, { description: `Search by title or tag (case-insensitive contains, at most ${SEARCH_MAX} characters)` })
  search(@Args('text') q: string, @Args('offset', { type: () => Int, defaultValue: 0 }) offset: number,
    @Args('limit', { type: () => Int, defaultValue: 20 }) limit: number, @Context() ctx: Ctx) {
    return this.page({ search: q, sort: 'title', offset, limit }, ctx);
  }

  @Public() @Query(() => Comic, { description: 'A comic by slug (or id)' })
  async comic(@Args('slug') slug: string, @Context() ctx: Ctx) {
    return gqlComic(await this.queries.comic(slug, this.loaders.for(ctx.req).now));
  }

  @Public() @Query(() => EpisodeView, { description: 'An episode by comic slug and episode number' })
  async episode(@Args('comicSlug') comicSlug: string, @Args('episodeNumber', { type: () => Int }) episodeNumber: number, @Context() ctx: Ctx): Promise<EpisodeView> {
    const d = await this.queries.episodeDetail('', this.loaders.for(ctx.req).now, { comicSlug, number: episodeNumber });
    const { content, locked, description, ...ep } = d.episode;
    return { episode: { ...ep, comicId: ep.comicId._id }, description, pages: content, locked: locked ?? null, comments: d.comments, listEpisode: d.listEpisode };
  }

  @Public() @Query(() => [Banner], { description: 'Active banners, optionally of one page' })
  banners(@Args('page', { type: () => String, nullable: true }) page: string | undefined, @Context() ctx: Ctx) {
    return this.queries.banners(this.loaders.for(ctx.req).now, text(page, 'page', 20));
  }

  @Public() @Query(() => Slide, { description: 'A home slide with its rich-text page' })
  slide(@Args('id') id: string, @Context() ctx: Ctx) { return this.queries.slide(id, this.loaders.for(ctx.req).now); }

  @Public() @Query(() => [FaqGroup]) faq() { return this.queries.faq(); }
  @Public() @Query(() => [StaticPage]) staticPages() { return this.queries.staticPages(); }
  @Public() @Query(() => About, { nullable: true })
  async about() { const [a] = await this.queries.about(); return a ? { ...a, visionText: a.vision_text } : null; }
  @Public() @Query(() => SocialMedia) async socialMedia() { return (await this.queries.adminData()).socialMedia; }
  @Public() @Query(() => [String]) async popularTags() { return (await this.queries.popularTags()).map((t) => t.tag); }
  @Public() @Query(() => [CoinPack]) coinPacks() { return this.queries.coinPacks(); }
  @Public() @Query(() => [Plan]) plans() { return this.queries.plans(); }
  @Public() @Query(() => [Gift])
  async gifts(@Context() ctx: Ctx) { return (await this.queries.gifts(this.loaders.for(ctx.req).now)).map((g) => ({ ...g, expiryDate: g.expiryDate!, episodeId: g.episodeId?._id ?? null })); }
  @OptionalUser() @PromoLookupRateLimit() @Query(() => Promo, { description: 'A promo by its code; rate limited per account and client address' })
  promo(@Args('name') name: string, @Context() ctx: Ctx) { return this.queries.promoByName(name, this.loaders.for(ctx.req).now); }
  @Public() @Query(() => [CatalogNotification])
  notifications(@Context() ctx: Ctx) { return this.queries.notifications(this.loaders.for(ctx.req).now); }
}

@Resolver(() => Comic)
export class ComicResolver {
  constructor(private readonly loaders: CatalogLoaders) {}

  @ListSize({ max: EPISODE_PAGE_MAX, sizeArg: 'limit' })
  @ResolveField(() => [Episode], { description: `Published episodes, by number or newest created first; at most ${EPISODE_PAGE_MAX} a call, page on with offset` })
  async episodes(@Parent() comic: Comic, @Args('order', { type: () => EpisodeOrderGql, defaultValue: EpisodeOrderGql.NUMBER }) order: EpisodeOrderGql,
    @Args('offset', { type: () => Int, defaultValue: 0 }) offset: number, @Args('limit', { type: () => Int, defaultValue: EPISODE_PAGE_MAX }) limit: number,
    @Context() ctx: Ctx): Promise<EpisodeSummaryOut[]> {
    const list = await this.loaders.for(ctx.req).episodes.load(comic.id);
    const ordered = order === EpisodeOrderGql.NEWEST
      ? [...list].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.episodeNumber - a.episodeNumber)
      : list;
    return episodePage(ordered, offset, limit);
  }
}

@Resolver(() => EpisodeView)
export class EpisodeViewResolver {
  @ResolveField(() => [Episode])
  listEpisode(@Parent() view: EpisodeView, @Args('offset', { type: () => Int, defaultValue: 0 }) offset: number,
    @Args('limit', { type: () => Int, defaultValue: EPISODE_PAGE_MAX }) limit: number): Episode[] {
    return episodePage(view.listEpisode, offset, limit);
  }
}

@Resolver(() => Episode)
export class EpisodeResolver {
  constructor(private readonly loaders: CatalogLoaders) {}

  @ResolveField(() => Comic, { nullable: true })
  async comic(@Parent() e: Episode, @Context() ctx: Ctx) {
    const c = await this.loaders.for(ctx.req).comic.load(e.comicId);
    return c ? gqlComic(c) : null;
  }
}
