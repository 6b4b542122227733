import { QueryBus } from '@nestjs/cqrs';
import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { OptionalUser, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { ComicEngagement } from '../../community.graphql-types.js';
import { GetComicEngagementQuery } from './get-comic-engagement.query.js';

@Resolver()
export class GetComicEngagementResolver {
  constructor(private readonly queries: QueryBus) {}

  @OptionalUser()
  @Query(() => ComicEngagement, {
    description: "A comic's like and share counts, with the reader's like and interest marks when signed in",
  })
  comicEngagement(@CurrentUser() me: AuthUser | undefined, @Args('comicId', { type: () => ID }) comicId: string) {
    return this.queries.execute(new GetComicEngagementQuery(me?.userId, comicId));
  }
}
