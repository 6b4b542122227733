import { QueryBus } from '@nestjs/cqrs';
import { Field, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { Public } from '../../../../platform/auth/access.decorators.js';
import { GetAuthProvidersQuery } from './get-auth-providers.query.js';

@ObjectType({ description: 'The sign-in providers this server offers besides email and password' })
export class AuthProviders {
  @Field({ description: 'Google sign-in (offered when the server has its client id and secret)' }) google!: boolean;
}

@Resolver()
export class GetAuthProvidersResolver {
  constructor(private readonly queries: QueryBus) {}

  @Public()
  @Query(() => AuthProviders)
  authProviders() {
    return this.queries.execute(new GetAuthProvidersQuery());
  }
}
