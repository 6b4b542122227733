import { QueryBus } from '@nestjs/cqrs';
import { Query, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser, type AuthUser } from '../../../platform/auth/access.decorators.js';
import { toUser, UserType } from '../identity.graphql-types.js';
import { GetUserQuery } from './get-user.query.js';

@Resolver()
export class GetUserResolver {
  constructor(private readonly queries: QueryBus) {}

  @Authenticated([])
  @Query(() => UserType, { description: 'The signed-in user' })
  async me(@CurrentUser() me: AuthUser): Promise<UserType> {
    return toUser(await this.queries.execute(new GetUserQuery(me.userId)));
  }
}
