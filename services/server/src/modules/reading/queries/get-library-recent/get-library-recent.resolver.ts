import { QueryBus } from '@nestjs/cqrs';
import { Args, Context, Int, Query, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { ReaderLanguage } from '../../../catalog/index.js';
import { ListSize } from '../../../../platform/graphql/list-size.js';
import { LibraryFilterEnum, RecentShelfPage } from '../../library/library.graphql-types.js';
import { SHELF_PAGE_MAX, SHELF_PAGE_SIZE } from '../../library/library.shelf.js';
import { GetLibraryRecentQuery } from './get-library-recent.query.js';

@Resolver()
export class GetLibraryRecentResolver {
  constructor(
    private readonly queries: QueryBus,
    private readonly language: ReaderLanguage,
  ) {}

  @Authenticated([])
  @ListSize({ max: SHELF_PAGE_MAX, sizeArg: 'pageSize' })
  @Query(() => RecentShelfPage, {
    description: "My Library, Recent (and home's Recently Read): last read first, with progress (100 = Completed)",
  })
  async libraryRecent(
    @CurrentUser() me: AuthUser,
    @Args('page', { type: () => Int, defaultValue: 1 }) page: number,
    @Args('pageSize', { type: () => Int, defaultValue: SHELF_PAGE_SIZE }) pageSize: number,
    @Args('filter', { type: () => LibraryFilterEnum, defaultValue: 'all' }) filter: LibraryFilterEnum,
    @Context() ctx: { req?: object },
  ): Promise<RecentShelfPage> {
    const r = await this.queries.execute(new GetLibraryRecentQuery(me.userId, page, pageSize, filter, await this.language.of(ctx.req)));
    return {
      ...r,
      items: r.items.map((e) => ({
        id: e.comic.id,
        comic: { ...e.comic, teamAssignment: e.comic.teamAssignment ?? null },
        episodeId: e.episodeId,
        episodeNumber: e.episodeNumber,
        percentage: e.percentage,
        completed: e.percentage >= 100,
        readAt: e.readAt.toISOString(),
      })),
    };
  }
}
