import { Inject, Injectable, type BeforeApplicationShutdown } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import type pg from 'pg';
import { PG_POOL } from '../../../platform/database/pg-pool.js';
import { Clock, DAY, MINUTE } from '../../../platform/clock/clock.js';
import { runExclusively } from '../../../platform/jobs/run-exclusively.js';
import { Runtime } from '../../../platform/runtime.js';
import { logger } from '../../../platform/logging/logger.js';

/** The sweep's name in the SchedulerRegistry and its advisory lock key. */
export const IDENTITY_SWEEP = 'identity.sweep';
export const IDENTITY_SWEEP_EVERY_MS = 15 * MINUTE;

/**
 * Deletes what identity no longer needs: expired sessions, used or expired reset tokens, and code
 * rows and waiting email changes (which hold e-mail addresses, also of people who never signed
 * up) a day after their last use. Runs on worker instances only, every 15 minutes, on one
 * instance at a time.
 */
@Injectable()
export class IdentitySweeper implements BeforeApplicationShutdown {
  private closing = false;

  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly clock: Clock,
    private readonly runtime: Runtime,
  ) {}

  /** The periodic sweep; resolves to whether this instance swept. */
  @Interval(IDENTITY_SWEEP, IDENTITY_SWEEP_EVERY_MS)
  async sweepOnSchedule(): Promise<boolean> {
    if (!this.runtime.runsWorkers || this.closing) return false;
    return runExclusively(this.pool, IDENTITY_SWEEP, () => this.sweep()).catch((err) => {
      logger.warn({ err }, 'identity sweep failed');
      return false;
    });
  }

  beforeApplicationShutdown(): void {
    this.closing = true;
  }

  async sweep(): Promise<{ sessions: number; resets: number; codes: number }> {
    const now = this.clock.now();
    const sessions = await this.pool.query('DELETE FROM public.identity_sessions WHERE expires_at <= $1', [now]);
    const resets = await this.pool.query('DELETE FROM public.identity_password_resets WHERE expires_at <= $1 OR used_at IS NOT NULL', [
      now,
    ]);
    const dayAgo = new Date(now.getTime() - DAY);
    const codes = await this.pool.query('DELETE FROM public.identity_email_codes WHERE last_sent_at < $1', [dayAgo]);
    const changes = await this.pool.query('DELETE FROM public.identity_email_changes WHERE last_sent_at < $1', [dayAgo]);
    const signIns = await this.pool.query('DELETE FROM public.identity_sign_in_codes WHERE expires_at <= $1', [now]);
    return {
      sessions: sessions.rowCount ?? 0,
      resets: resets.rowCount ?? 0,
      codes: (codes.rowCount ?? 0) + (changes.rowCount ?? 0) + (signIns.rowCount ?? 0),
    };
  }
}
