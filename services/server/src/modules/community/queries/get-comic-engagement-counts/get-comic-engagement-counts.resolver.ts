import { QueryBus } from '@nestjs/cqrs';
import { Context, Int, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import DataLoader from 'dataloader';
import { Comic } from '../../../catalog/index.js';
import type { EngagementCounts } from '../../engagement.read-model.js';
import { GetComicEngagementCountsQuery } from './get-comic-engagement-counts.query.js';

type Ctx = { req?: object };

/** Comic.likeCount and Comic.shareCount: one batch query per request across a list of comics. */
@Resolver(() => Comic)
export class ComicEngagementCountsResolver {
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
