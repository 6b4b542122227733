import { Query } from '@nestjs/cqrs';
import type { CatalogLanguage } from '../../../catalog/index.js';
import type { UserPlan } from '../../membership.read-model.js';

/**
 * The reader's plan: its lifecycle state and dates (docs/product.md user plan). With `lang`, the plan is
 * named as the catalog names it in that language (the name stored at purchase when the plan is
 * gone); without, by the name stored at purchase.
 */
export class GetUserPlanQuery extends Query<UserPlan | null> {
  constructor(
    readonly userId: string,
    readonly lang?: CatalogLanguage,
  ) {
    super();
  }
}
