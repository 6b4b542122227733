import { QueryBus } from '@nestjs/cqrs';
import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { GetComicBellsQuery } from './get-comic-bells.query.js';

@Resolver()
export class GetComicBellsResolver {
  constructor(private readonly queries: QueryBus) {}

  @Authenticated([])
  @Query(() => Boolean, { description: "Whether the reader's bell is on for this comic" })
  async comicBell(@CurrentUser() me: AuthUser, @Args('comicId', { type: () => ID }) comicId: string): Promise<boolean> {
    const bells = await this.queries.execute(new GetComicBellsQuery(me.userId));
    return bells.some((b) => b.comicId === comicId.toLowerCase());
  }
}
