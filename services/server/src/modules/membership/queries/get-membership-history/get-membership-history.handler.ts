import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ReadPool } from '../../../../platform/database/read-pool.js';
import { EventStore } from '../../../../platform/event-store/event-store.js';
import { membershipJobPrefix } from '../../jobs/membership-schedule.js';
import { membershipStreamId } from '../../membership.events.js';
import { GetMembershipHistoryQuery, type MembershipHistory } from './get-membership-history.query.js';

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

@QueryHandler(GetMembershipHistoryQuery)
export class GetMembershipHistoryHandler implements IQueryHandler<GetMembershipHistoryQuery> {
  constructor(
    private readonly store: EventStore,
    private readonly pool: ReadPool,
  ) {}

  async execute({ userId }: GetMembershipHistoryQuery): Promise<MembershipHistory> {
    const events = (await this.store.readStream(membershipStreamId(userId))).map((e) => ({
      at: e.createdAt.toISOString(),
      event: e.type,
      actor: typeof e.metadata.actor === 'string' ? e.metadata.actor : null,
      reason: typeof e.metadata.reason === 'string' ? e.metadata.reason : null,
      data: (e.data ?? {}) as Record<string, unknown>,
    }));
    const { rows } = await this.pool.query(
      `SELECT job_id, name, run_at FROM public.scheduled_jobs WHERE job_id LIKE $1 AND status = 'pending' ORDER BY run_at, job_id`,
      [`${likeEscape(membershipJobPrefix(userId))}%`],
    );
    return { events, pendingJobs: rows.map((r) => ({ jobId: r.job_id, name: r.name, runAt: r.run_at.toISOString() })) };
  }
}
