import { Int, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { DAY } from '../../../../platform/clock/clock.js';
import { Gift } from '../../../catalog/index.js';
import { grantValidityMs } from '../../wallet.policy.js';

/** How long what a gift grants lasts once claimed (a rental pass, bonus coins, points): the wallet decides it, not the catalog. */
@Resolver(() => Gift)
export class GetGiftLastsDaysResolver {
  @ResolveField(() => Int, {
    description: 'Days what this gift grants lasts once claimed (a rental pass, bonus coins or points), counted from the claim',
  })
  lastsDays(@Parent() gift: Gift): number {
    return Math.round(grantValidityMs(gift.type) / DAY);
  }
}
