import { QueryBus } from '@nestjs/cqrs';
import { Field, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { Public } from '../../../../platform/auth/access.decorators.js';
import { GetOfflineKeyQuery } from './get-offline-key.query.js';

@ObjectType({ description: 'A P-256 public key as a JWK (WebCrypto importKey("jwk", …))' })
export class OfflineKeyJwk {
  @Field() kty!: string;
  @Field() crv!: string;
  @Field() x!: string;
  @Field() y!: string;
}

@ObjectType({ description: 'The public key offline window tokens are signed with' })
export class OfflineKey {
  @Field({ description: 'ES256: ECDSA on P-256 with SHA-256' }) alg!: string;
  @Field({ description: "The key's JWK thumbprint (RFC 7638), also in each token's header" }) kid!: string;
  @Field(() => OfflineKeyJwk) jwk!: OfflineKeyJwk;
}

@Resolver()
export class GetOfflineKeyResolver {
  constructor(private readonly queries: QueryBus) {}

  @Public()
  @Query(() => OfflineKey, { description: 'The public key that verifies the token of grantOfflineWindow (the same for every reader)' })
  offlineKey(): Promise<OfflineKey> {
    return this.queries.execute(new GetOfflineKeyQuery());
  }
}
