import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { GetComicEngagementQuery } from '../../queries/get-comic-engagement/get-comic-engagement.query.js';
import { EngagementResult } from '../../community.graphql-types.js';
import { COMMUNITY_MESSAGES } from '../../community.messages.js';
import { MarkInterestCommand } from './mark-interest.command.js';

@Resolver()
export class MarkInterestResolver {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Authenticated([])
  @Mutation(() => EngagementResult, { description: 'true = interested, false = not interested (REST add-interest)' })
  async markInterest(
    @CurrentUser() me: AuthUser,
    @Args('comicId', { type: () => ID }) comicId: string,
    @Args('interest') interest: boolean,
  ): Promise<EngagementResult> {
    const r = await this.commands.execute(new MarkInterestCommand(me.userId, comicId, interest));
    return {
      message: COMMUNITY_MESSAGES.interestSaved,
      engagement: await this.queries.execute(new GetComicEngagementQuery(me.userId, r.comicId)),
    };
  }
}
