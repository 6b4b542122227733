import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { advisoryKey, LOCK_NAMESPACE } from '../../platform/database/advisory-locks.js';
import { PG_POOL, withLockedTransaction } from '../../platform/database/pg-pool.js';
import { CommandExecutor } from '../../platform/event-store/command-executor.js';
import { engagementDecider, type EngagementCommand, type EngagementState } from './engagement.decider.js';
import { ENGAGEMENT_STREAM_TYPE, engagementStreamId } from './engagement.events.js';


/** What a reader's marks on one comic are after a command. */
export interface EngagementOutcome { comicId: string; liked: boolean; interest: boolean | null; changed: boolean }

const outcomeOf = (comicId: string, s: EngagementState, changed: boolean): EngagementOutcome => ({
  comicId, liked: !!s.liked[comicId], interest: s.interest[comicId] ?? null, changed,
});

/**
 * The reader's engagement stream: every like, share and interest command runs here, decided
 * under the reader's lock in one transaction (a double tap queues instead of failing on a version
 * conflict), with the request's Idempotency-Key honoured.
 */
@Injectable()
export class EngagementStream {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool, private readonly executor: CommandExecutor) {}

  async run(userId: string, command: EngagementCommand): Promise<EngagementOutcome> {
    const streamId = engagementStreamId(userId);
    const { at: _at, ...request } = command; // a repeat of the request is the same request at another time
    const done = await withLockedTransaction(this.pool, advisoryKey(LOCK_NAMESPACE.engagement, streamId), async (tx) => {
      const o = await this.executor.execute(engagementDecider, streamId, command, {
        tx,
        wakeAfterCommit: true,
        idempotency: { scope: `${userId}:engagement:${command.type}`, request },
        result: ({ state, events }) => outcomeOf(command.comicId, state, events.length > 0),
      });
      return { result: o.result, appended: o.events.map((e) => e.type) };
    });
    if (done.appended.length) this.executor.wake(ENGAGEMENT_STREAM_TYPE, done.appended);
    return done.result;
  }
}
