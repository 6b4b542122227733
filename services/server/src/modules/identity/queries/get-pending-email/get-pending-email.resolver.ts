import { QueryBus } from '@nestjs/cqrs';
import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { UserType } from '../../identity.graphql-types.js';
import { GetPendingEmailQuery } from './get-pending-email.query.js';

/** User.pendingEmail: only ever the signed-in user's own waiting address. */
@Resolver(() => UserType)
export class GetPendingEmailResolver {
  constructor(private readonly queries: QueryBus) {}

  @ResolveField(() => String, {
    nullable: true,
    description: 'A new email waiting for its code (verifyEmailChange); only on your own user',
  })
  async pendingEmail(@Parent() user: UserType, @CurrentUser() me?: AuthUser): Promise<string | null> {
    if (!me || me.userId !== user.id) return null;
    return this.queries.execute(new GetPendingEmailQuery(user.id));
  }
}
