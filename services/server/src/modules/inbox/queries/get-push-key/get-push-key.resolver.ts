import { QueryBus } from '@nestjs/cqrs';
import { Query, Resolver } from '@nestjs/graphql';
import { Public } from '../../../../platform/auth/access.decorators.js';
import { GetPushKeyQuery } from './get-push-key.query.js';

@Resolver()
export class GetPushKeyResolver {
  constructor(private readonly queries: QueryBus) {}

  @Public()
  @Query(() => String, { description: 'The VAPID public key (base64url) browsers subscribe to web push with' })
  async pushKey(): Promise<string> {
    return (await this.queries.execute(new GetPushKeyQuery())).publicKey;
  }
}
