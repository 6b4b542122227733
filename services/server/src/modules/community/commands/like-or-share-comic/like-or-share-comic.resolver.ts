import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { GetComicEngagementQuery } from '../../queries/get-comic-engagement/get-comic-engagement.query.js';
import { EngagementResult, LikeShareTypeGql } from '../../community.graphql-types.js';
import { likeShareMessage } from '../../community.messages.js';
import { LikeOrShareComicCommand } from './like-or-share-comic.command.js';

@Resolver()
export class LikeOrShareComicResolver {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Authenticated([])
  @Mutation(() => EngagementResult, {
    description: 'A like toggles; a share is recorded each time. Counts follow within a moment (REST add-like-share).',
  })
  async likeOrShareComic(
    @CurrentUser() me: AuthUser,
    @Args('comicId', { type: () => ID }) comicId: string,
    @Args('type', { type: () => LikeShareTypeGql }) type: LikeShareTypeGql,
  ): Promise<EngagementResult> {
    const r = await this.commands.execute(new LikeOrShareComicCommand(me.userId, comicId, type));
    const engagement = await this.queries.execute(new GetComicEngagementQuery(me.userId, r.comicId));
    return { message: likeShareMessage(r), engagement };
  }
}
