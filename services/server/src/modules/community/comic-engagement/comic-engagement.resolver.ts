import { QueryBus } from '@nestjs/cqrs';
import { Args, Context, ID, Int, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import DataLoader from 'dataloader';
import { OptionalUser, CurrentUser, type AuthUser } from '../../../platform/auth/access.decorators.js';
import { Comic } from '../../catalog/index.js';
import { ComicEngagement } from '../community.graphql-types.js';
import type { EngagementCounts } from '../engagement.read-model.js';
import { GetComicEngagementCountsQuery, GetComicEngagementQuery } from './get-comic-engagement.query.js';

type Ctx = { req?: object };

@Resolver()
export class ComicEngagementResolver {
  constructor(private readonly queries: QueryBus) {}

  @OptionalUser()
  @Query(() => ComicEngagement, {
    description: "A comic's like and share counts, with the reader's like and interest marks when signed in",
  })
  comicEngagement(@CurrentUser() me: AuthUser | undefined, @Args('comicId', { type: () => ID }) comicId: string) {
    return this.queries.execute(new GetComicEngagementQuery(me?.userId, comicId));
  }
}

/** Comic.likeCount and Comic.shareCount: one batch query per request across a list of comics. */
@Resolver(() => Comic)
export class ComicCountsResolver {
  private readonly byRequest = new WeakMap<object, DataLoader<string, EngagementCounts>>();
  constructor(private readonly queries: QueryBus) {}

  private loader(req: object | undefined) {
    const key = req ?? {};
    let l = this.byRequest.get(key);
    if (!l) {
      l = new DataLoader(async (ids) => {
        const counts = await this.queries.execute(new GetComicEngagementCountsQuery(ids));
        return ids.map((id) => counts.get(id)!);
      });
      this.byRequest.set(key, l);
    }
    return l;
  }

  @ResolveField(() => Int, { description: 'Readers who like the comic' })
  async likeCount(@Parent() comic: Comic, @Context() ctx: Ctx) {
    return (await this.loader(ctx.req).load(comic.id)).likeCount;
  }

  @ResolveField(() => Int, { description: 'Times the comic was shared' })
  async shareCount(@Parent() comic: Comic, @Context() ctx: Ctx) {
    return (await this.loader(ctx.req).load(comic.id)).shareCount;
  }
}
