import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '../../../platform/database/pg-pool.js';
import { Clock, DAY } from '../../../platform/clock/clock.js';
import { Runtime } from '../../../platform/runtime.js';
import { logger } from '../../../platform/logging/logger.js';

/**
 * Deletes what identity no longer needs: expired sessions, used or expired reset tokens, and code
 * rows and waiting email changes (which hold e-mail addresses, also of people who never signed
 * up) a day after their last use. Runs on worker instances only, every 15 minutes; deletes are
 * idempotent, so several workers may run it.
 */
@Injectable()
export class IdentitySweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;

  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool, private readonly clock: Clock, private readonly runtime: Runtime) {}

  onApplicationBootstrap(): void {
    if (!this.runtime.runsWorkers) return;
    this.timer = setInterval(() => { void this.sweep().catch((err) => logger.warn({ err }, 'identity sweep failed')); }, 15 * 60_000);
    this.timer.unref();
  }

  onApplicationShutdown(): void { clearInterval(this.timer); }

  async sweep(): Promise<{ sessions: number; resets: number; codes: number }> {
    const now = this.clock.now();
    const sessions = await this.pool.query('DELETE FROM public.identity_sessions WHERE expires_at <= $1', [now]);
    const resets = await this.pool.query('DELETE FROM public.identity_password_resets WHERE expires_at <= $1 OR used_at IS NOT NULL', [now]);
    const dayAgo = new Date(now.getTime() - DAY);
    const codes = await this.pool.query('DELETE FROM public.identity_email_codes WHERE last_sent_at < $1', [dayAgo]);
    const changes = await this.pool.query('DELETE FROM public.identity_email_changes WHERE last_sent_at < $1', [dayAgo]);
    return { sessions: sessions.rowCount ?? 0, resets: resets.rowCount ?? 0, codes: (codes.rowCount ?? 0) + (changes.rowCount ?? 0) };
  }
}

