import { Query } from '@nestjs/cqrs';

/**
 * What the wallet holds for one episode: bought (alone, or by an unlock-all that may still be
 * withdrawn for the episodes not opened), or a claimed rental pass that has not expired.
 */
export type Entitlement =
  { kind: 'owned'; withdrawable: boolean } | { kind: 'rental'; passUsed: boolean; expiresAt: Date } | { kind: 'none' };

/** Asked by episode access (reading) for a coin episode. */
export class GetEntitlementQuery extends Query<Entitlement> {
  constructor(
    readonly userId: string,
    readonly episodeId: string,
  ) {
    super();
  }
}
