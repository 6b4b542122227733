import { Query } from '@nestjs/cqrs';
import type { UserPlan } from '../membership.service.js';

/** The reader's plan with the latest end date and whether it is current (spec §3 user plan). */
export class GetUserPlanQuery extends Query<UserPlan | null> {
  constructor(readonly userId: string) { super(); }
}
