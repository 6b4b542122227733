import { QueryBus } from '@nestjs/cqrs';
import { Field, Int, ObjectType, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { EpisodeView, PageImage } from '../../../catalog/index.js';
import { GetEpisodeForReaderQuery, type EpisodeForReader } from '../get-episode-for-reader/get-episode-for-reader.query.js';
import { GetEpisodeProgressQuery } from '../get-episode-progress/get-episode-progress.query.js';
import { accessOut } from './access-out.js';

@ObjectType({ description: 'Whether this reader may read the episode, and if not why (docs/product.md)' })
export class EpisodeAccessInfo {
  @Field() allowed!: boolean;
  @Field(() => String, { nullable: true, description: 'free, plan, purchase or rental' }) via!: string | null;
  @Field(() => String, { nullable: true, description: 'not_live, login, plan, gift or purchase' }) reason!: string | null;
  @Field(() => String, { nullable: true }) message!: string | null;
  @Field(() => String, { nullable: true, description: 'The rental gift to claim (reason gift)' }) giftId!: string | null;
  @Field(() => Int, { nullable: true, description: 'Coins to buy it (reason purchase)' }) price!: number | null;
  @Field(() => Boolean, { nullable: true, description: 'Whether the rental pass is in use yet (via rental)' }) passUsed!: boolean | null;
  @Field(() => String, { nullable: true, description: 'When the rental pass ends, ISO time (via rental)' }) passEndsAt!: string | null;
  @Field({
    description:
      'The pages come only after the openEpisode mutation ran (it would start a rental pass, or keep an episode of a withdrawable unlock-all)',
  })
  needsOpen!: boolean;
  @Field({ description: 'Opening starts a rental pass: the reader agrees first' }) needsConfirmation!: boolean;
}

/**
 * The reader-dependent fields of EpisodeView over GraphQL, by the same rule as REST
 * get-comic-episode-data (GetEpisodeForReaderQuery): pages only for a reader who may read the
 * episode and whose opening moves nothing more. The reader is the optional user of the `episode`
 * query. Each view asks once, so access, locked, pages and pagesExpireAt agree. Moves nothing.
 */
@Resolver(() => EpisodeView)
export class GetEpisodeViewResolver {
  private readonly forReader = new WeakMap<object, Promise<EpisodeForReader>>();

  constructor(private readonly queries: QueryBus) {}

  @ResolveField('access', () => EpisodeAccessInfo)
  async accessInfo(@Parent() view: EpisodeView, @CurrentUser() me: AuthUser | undefined): Promise<EpisodeAccessInfo> {
    return accessOut(await this.ask(view, me));
  }

  @ResolveField(() => [PageImage], {
    description:
      "Empty unless the reader may see the pages and nothing waits on openEpisode (access.needsOpen); a paid episode's pages are URLs signed for this reader (see pagesExpireAt)",
  })
  async pages(@Parent() view: EpisodeView, @CurrentUser() me: AuthUser | undefined): Promise<PageImage[]> {
    return (await this.ask(view, me)).pages?.pages ?? [];
  }

  @ResolveField(() => String, {
    nullable: true,
    description: 'When the signed page URLs stop working (ISO time): ask again before then. Null when every page URL is public',
  })
  async pagesExpireAt(@Parent() view: EpisodeView, @CurrentUser() me: AuthUser | undefined): Promise<string | null> {
    return (await this.ask(view, me)).pages?.expiresAt?.toISOString() ?? null;
  }

  @ResolveField(() => String, { nullable: true })
  async locked(@Parent() view: EpisodeView, @CurrentUser() me: AuthUser | undefined): Promise<string | null> {
    const { access: a } = await this.ask(view, me);
    return a.allowed ? null : a.message;
  }

  @ResolveField(() => Int, { nullable: true, description: 'Where this reader stopped (0–100), to restore the position' })
  progress(@Parent() view: EpisodeView, @CurrentUser() me: AuthUser | undefined): Promise<number | null> {
    return this.queries.execute(new GetEpisodeProgressQuery(view.episode.id, me?.userId));
  }

  private ask(view: EpisodeView, me: AuthUser | undefined): Promise<EpisodeForReader> {
    let p = this.forReader.get(view);
    if (!p) {
      p = this.queries.execute(new GetEpisodeForReaderQuery(view.episode.id, me?.userId));
      this.forReader.set(view, p);
    }
    return p;
  }
}
