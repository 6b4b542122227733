import { QueryBus } from '@nestjs/cqrs';
import { Args, Context, Int, Query, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { ReaderLanguage } from '../../../catalog/index.js';
import { ListSize } from '../../../../platform/graphql/list-size.js';
import { LibraryFilterEnum, UnlockedShelfPage } from '../../library/library.graphql-types.js';
import { SHELF_PAGE_MAX, SHELF_PAGE_SIZE } from '../../library/library.shelf.js';
import { GetLibraryUnlockedQuery } from './get-library-unlocked.query.js';

@Resolver()
export class GetLibraryUnlockedResolver {
  constructor(
    private readonly queries: QueryBus,
    private readonly language: ReaderLanguage,
  ) {}

  @Authenticated([])
  @ListSize({ max: SHELF_PAGE_MAX, sizeArg: 'pageSize' })
  @Query(() => UnlockedShelfPage, { description: 'My Library, Unlocked: owned episodes and live rental passes, grouped by comic' })
  async libraryUnlocked(
    @CurrentUser() me: AuthUser,
    @Args('page', { type: () => Int, defaultValue: 1 }) page: number,
    @Args('pageSize', { type: () => Int, defaultValue: SHELF_PAGE_SIZE }) pageSize: number,
    @Args('filter', { type: () => LibraryFilterEnum, defaultValue: 'all' }) filter: LibraryFilterEnum,
    @Context() ctx: { req?: object },
  ): Promise<UnlockedShelfPage> {
    const r = await this.queries.execute(new GetLibraryUnlockedQuery(me.userId, page, pageSize, filter, await this.language.of(ctx.req)));
    return {
      ...r,
      items: r.items.map((g) => ({
        comic: { ...g.comic, teamAssignment: g.comic.teamAssignment ?? null },
        episodes: g.episodes.map((e) => ({ ...e, unlockedAt: e.unlockedAt.toISOString() })),
        rentals: g.rentals.map((e) => ({ ...e, expiresAt: e.expiresAt.toISOString() })),
        lastUnlockedAt: g.lastUnlockedAt.toISOString(),
      })),
    };
  }
}
