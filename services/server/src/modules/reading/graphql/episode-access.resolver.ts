import { Context, Field, Int, ObjectType, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../../../platform/auth/access.decorators.js';
import { SessionResolver, tokenFromHeaders } from '../../../platform/auth/session-resolver.js';
import { EpisodeView, PageImage, CatalogLookups } from '../../catalog/index.js';
import { EpisodeAccess, type Access } from '../episode-access.js';
import { ReadingService } from '../reading.service.js';
import { PageUrls, type ReaderPages } from '../page-urls.js';

@ObjectType({ description: 'Whether this reader may read the episode, and if not why (spec §4)' })
export class EpisodeAccessInfo {
  @Field() allowed!: boolean;
  @Field(() => String, { nullable: true, description: 'free, plan, purchase or rental' }) via!: string | null;
  @Field(() => String, { nullable: true, description: 'not_live, login, plan, gift or purchase' }) reason!: string | null;
  @Field(() => String, { nullable: true }) message!: string | null;
  @Field(() => String, { nullable: true, description: 'The rental gift to claim (reason gift)' }) giftId!: string | null;
  @Field(() => Int, { nullable: true, description: 'Coins to buy it (reason purchase)' }) price!: number | null;
}

interface Ctx { req: { headers: Record<string, string | string[] | undefined>; user?: AuthUser; koma?: { userResolved?: boolean } } }

/**
 * The entitlement-dependent fields of EpisodeView over GraphQL, by the same policy as REST
 * get-comic-episode-data: pages only for a reader who may read the episode.
 */
@Resolver(() => EpisodeView)
export class EpisodeAccessResolver {
  private readonly decided = new WeakMap<object, Promise<Access>>();
  private readonly delivered = new WeakMap<object, Promise<ReaderPages | null>>();

  constructor(
    private readonly policy: EpisodeAccess,
    private readonly lookups: CatalogLookups,
    private readonly reading: ReadingService,
    private readonly sessions: SessionResolver,
    private readonly pageUrls: PageUrls,
  ) {}

  @ResolveField('access', () => EpisodeAccessInfo)
  async accessInfo(@Parent() view: EpisodeView, @Context() ctx: Ctx): Promise<EpisodeAccessInfo> {
    const a = await this.decide(view, ctx);
    return a.allowed
      ? { allowed: true, via: a.via, reason: null, message: null, giftId: null, price: null }
      : { allowed: false, via: null, reason: a.reason, message: a.message, giftId: 'giftId' in a ? a.giftId : null, price: 'price' in a ? a.price : null };
  }

  @ResolveField(() => [PageImage], { description: "Empty unless the reader may see the pages; a paid episode's pages are URLs signed for this reader (see pagesExpireAt)" })
  async pages(@Parent() view: EpisodeView, @Context() ctx: Ctx): Promise<PageImage[]> {
    const delivered = await this.deliver(view, ctx);
    if (!delivered) return [];
    const user = await this.user(ctx);
    if (user) await this.reading.opened(user.userId, view.episode.id, view.episode.comicId);
    return delivered.pages;
  }

  @ResolveField(() => String, { nullable: true, description: 'When the signed page URLs stop working (ISO time): ask again before then. Null when every page URL is public' })
  async pagesExpireAt(@Parent() view: EpisodeView, @Context() ctx: Ctx): Promise<string | null> {
    return (await this.deliver(view, ctx))?.expiresAt?.toISOString() ?? null;
  }

  @ResolveField(() => String, { nullable: true })
  async locked(@Parent() view: EpisodeView, @Context() ctx: Ctx): Promise<string | null> {
    const a = await this.decide(view, ctx);
    return a.allowed ? null : a.message;
  }

  @ResolveField(() => Int, { nullable: true, description: 'Where this reader stopped (0–100), to restore the position' })
  async progress(@Parent() view: EpisodeView, @Context() ctx: Ctx): Promise<number | null> {
    const user = await this.user(ctx);
    return user ? this.reading.episodeProgress(user.userId, view.episode.id) : null;
  }

  /** The pages for an entitled reader (null otherwise), once per view: pages and pagesExpireAt agree. */
  private deliver(view: EpisodeView, ctx: Ctx): Promise<ReaderPages | null> {
    let p = this.delivered.get(view);
    if (!p) {
      p = (async () => {
        const a = await this.decide(view, ctx);
        if (!a.allowed) return null;
        return this.pageUrls.forReader(await this.lookups.episodePages(view.episode.id), (await this.user(ctx))?.userId);
      })();
      this.delivered.set(view, p);
    }
    return p;
  }

  private decide(view: EpisodeView, ctx: Ctx): Promise<Access> {
    let p = this.decided.get(view);
    if (!p) {
      p = (async () => this.policy.check((await this.user(ctx))?.userId, await this.lookups.episode(view.episode.id)))();
      this.decided.set(view, p);
    }
    return p;
  }

  /** Public queries do not resolve the token; the fields that depend on the reader do, once per request. */
  private async user(ctx: Ctx): Promise<AuthUser | undefined> {
    const req = ctx.req;
    if (req.user) return req.user;
    req.koma ??= {};
    if (!req.koma.userResolved) {
      req.koma.userResolved = true;
      const token = tokenFromHeaders(req.headers);
      const user = token ? await this.sessions.resolve(token) : null;
      if (user) req.user = user;
    }
    return req.user;
  }
}
