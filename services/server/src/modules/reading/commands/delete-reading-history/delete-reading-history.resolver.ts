import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { GetLibraryRecentQuery } from '../../queries/get-library-recent/get-library-recent.query.js';
import { DeleteHistoryResult } from '../../library/library.graphql-types.js';
import { READING_MESSAGES } from '../../reading.messages.js';
import { DeleteReadingHistoryCommand } from './delete-reading-history.command.js';

/** The answer carries how many comics stay on the Recent shelf. */
@Resolver()
export class DeleteReadingHistoryResolver {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Authenticated([])
  @Mutation(() => DeleteHistoryResult, { description: 'Library Recent, Edit → Delete: removes these comics from the Recent shelf' })
  async deleteReadingHistory(
    @CurrentUser() me: AuthUser,
    @Args('comicIds', { type: () => [ID] }) comicIds: string[],
  ): Promise<DeleteHistoryResult> {
    await this.commands.execute(new DeleteReadingHistoryCommand(me.userId, comicIds));
    const { total } = await this.queries.execute(new GetLibraryRecentQuery(me.userId, 1, 1));
    return { message: READING_MESSAGES.historyDeleted, remaining: total };
  }
}
