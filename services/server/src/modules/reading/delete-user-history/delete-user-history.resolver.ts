import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser, type AuthUser } from '../../../platform/auth/access.decorators.js';
import { validationError } from '../../../platform/errors/domain-error.js';
import { GetLibraryRecentQuery } from '../get-library-recent/get-library-recent.query.js';
import { DeleteHistoryResult } from '../library.graphql-types.js';
import { DeleteUserHistoryCommand } from './delete-user-history.command.js';

/** The same rule as delete-user-history (REST): at most 500 at once, the reader's own shelf only. */
@Resolver()
export class DeleteUserHistoryResolver {
  constructor(private readonly commands: CommandBus, private readonly queries: QueryBus) {}

  @Authenticated([])
  @Mutation(() => DeleteHistoryResult, { description: 'Library Recent, Edit → Delete: removes these comics from the Recent shelf' })
  async deleteReadHistory(@CurrentUser() me: AuthUser, @Args('comicIds', { type: () => [ID] }) comicIds: string[]): Promise<DeleteHistoryResult> {
    if (!comicIds.length || comicIds.length > 500 || comicIds.some((c) => !c || c.length > 64)) throw validationError('comicIds: 1 to 500 ids');
    await this.commands.execute(new DeleteUserHistoryCommand(me.userId, comicIds));
    const { total } = await this.queries.execute(new GetLibraryRecentQuery(me.userId, 1, 1));
    return { message: 'History deleted', remaining: total };
  }
}
