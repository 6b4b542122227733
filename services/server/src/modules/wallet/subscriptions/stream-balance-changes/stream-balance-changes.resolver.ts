import { Resolver, Subscription } from '@nestjs/graphql';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { PubSub } from '../../../../platform/graphql/pubsub.js';
import { Balance } from '../../wallet.graphql-types.js';
import { balanceTopic } from '../../wallet.stream.js';

@Resolver()
export class StreamBalanceChangesResolver {
  constructor(private readonly pubsub: PubSub) {}

  @Authenticated([])
  @Subscription(() => Balance, { description: "Pushes the reader's balance whenever it changes (over SSE)", resolve: (b: Balance) => b })
  balanceChanges(@CurrentUser() me: AuthUser) {
    return this.pubsub.subscribe<Balance>(balanceTopic(me.userId));
  }
}
