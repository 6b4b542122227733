import { Query } from '@nestjs/cqrs';
import type { UserPlan } from '../membership.read-model.js';

/** The reader's plan: its lifecycle state and dates (spec §3 user plan). */
export class GetUserPlanQuery extends Query<UserPlan | null> {
  constructor(readonly userId: string) { super(); }
}
