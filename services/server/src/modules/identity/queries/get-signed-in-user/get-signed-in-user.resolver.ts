import { QueryBus } from '@nestjs/cqrs';
import { Query, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { toUser, UserType } from '../../identity.graphql-types.js';
import { GetSignedInUserQuery } from './get-signed-in-user.query.js';

@Resolver()
export class GetSignedInUserResolver {
  constructor(private readonly queries: QueryBus) {}

  @Authenticated([])
  @Query(() => UserType, { description: 'The signed-in user' })
  async signedInUser(@CurrentUser() me: AuthUser): Promise<UserType> {
    return toUser(await this.queries.execute(new GetSignedInUserQuery(me.userId)));
  }
}
