import { QueryBus } from '@nestjs/cqrs';
import { Args, Context, Int, Query, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { ReaderLanguage } from '../../../catalog/index.js';
import { ListSize } from '../../../../platform/graphql/list-size.js';
import { LibraryFilterEnum, SubscribedShelfPage } from '../../library/library.graphql-types.js';
import { SHELF_PAGE_MAX, SHELF_PAGE_SIZE } from '../../library/library.shelf.js';
import { GetLibrarySubscribedQuery } from './get-library-subscribed.query.js';

@Resolver()
export class GetLibrarySubscribedResolver {
  constructor(
    private readonly queries: QueryBus,
    private readonly language: ReaderLanguage,
  ) {}

  @Authenticated([])
  @ListSize({ max: SHELF_PAGE_MAX, sizeArg: 'pageSize' })
  @Query(() => SubscribedShelfPage, { description: 'My Library, Subscribed: belled comics, newest episode first' })
  async librarySubscribed(
    @CurrentUser() me: AuthUser,
    @Args('page', { type: () => Int, defaultValue: 1 }) page: number,
    @Args('pageSize', { type: () => Int, defaultValue: SHELF_PAGE_SIZE }) pageSize: number,
    @Args('filter', { type: () => LibraryFilterEnum, defaultValue: 'all' }) filter: LibraryFilterEnum,
    @Context() ctx: { req?: object },
  ): Promise<SubscribedShelfPage> {
    const r = await this.queries.execute(new GetLibrarySubscribedQuery(me.userId, page, pageSize, filter, await this.language.of(ctx.req)));
    return {
      ...r,
      items: r.items.map((e) => ({
        comic: { ...e.comic, teamAssignment: e.comic.teamAssignment ?? null },
        since: e.since.toISOString(),
        latestEpisodeNumber: e.latest?.episodeNumber ?? null,
        latestEpisodeTitle: e.latest?.title ?? null,
        latestReleaseDate: e.latest?.releaseDate ?? null,
      })),
    };
  }
}
