import { Query } from '@nestjs/cqrs';

export interface MembershipHistoryLine {
  at: string;
  event: string;
  actor: string | null;
  reason: string | null;
  data: Record<string, unknown>;
}
export interface MembershipJobLine {
  jobId: string;
  name: string;
  runAt: string;
}

/** A member's plan from the event log, and the membership jobs still to run (soonest first): for operators. */
export interface MembershipHistory {
  events: MembershipHistoryLine[];
  pendingJobs: MembershipJobLine[];
}

export class GetMembershipHistoryQuery extends Query<MembershipHistory> {
  constructor(readonly userId: string) {
    super();
  }
}
