import { Inject, Injectable, type BeforeApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import type pg from 'pg';
import { Clock, MINUTE } from '../../../platform/clock/clock.js';
import { PG_POOL } from '../../../platform/database/pg-pool.js';
import type { FeedEvent } from '../../../platform/event-store/event-store.types.js';
import { JobsService } from '../../../platform/jobs/jobs.service.js';
import { runExclusively } from '../../../platform/jobs/run-exclusively.js';
import { logger } from '../../../platform/logging/logger.js';
import { Runtime } from '../../../platform/runtime.js';
import type { ProjectionContext, Reactor } from '../../../platform/projections/projection.types.js';
import type { WalletEvent } from '../wallet.events.js';
import { CommandBus } from '@nestjs/cqrs';
import { ExpireLotCommand } from '../commands/expire-lot/expire-lot.command.js';
import { ExpireRentalPassCommand } from '../commands/expire-rental-pass/expire-rental-pass.command.js';
import { userOfWallet } from '../projections/wallet-balance.projection.js';

declare module '../../../platform/jobs/job-catalog.js' {
  interface JobCatalog {
    'wallet.expire': { userId: string; lotId?: string; passId?: string };
  }
}

export const SWEEP_EVERY_MS = 5 * MINUTE;
/** The sweep's name in the SchedulerRegistry and its advisory lock key. */
export const WALLET_EXPIRY_SWEEP = 'wallet.expiry-sweep';

/**
 * Expiry is an event appended by a job at the lot's expiry time (docs/architecture.md): this reactor
 * schedules one job per expiring lot or pass (deterministic job ids, so a replay schedules
 * nothing twice), and a periodic sweep (every 5 minutes on one worker instance) expires anything
 * whose job was lost.
 */
@Injectable()
export class WalletExpiry implements Reactor<'data' | 'streamId'>, OnModuleInit, BeforeApplicationShutdown {
  readonly name = 'wallet_expiry_scheduler';
  readonly kind = 'reactor' as const;
  readonly startFrom = 'beginning' as const;
  readonly handles = ['CoinPackPurchased', 'GiftClaimed'] as const;
  readonly reads = { data: true, streamId: true } as const;
  private closing = false;

  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly jobs: JobsService,
    private readonly commands: CommandBus,
    private readonly clock: Clock,
    private readonly runtime: Runtime,
  ) {}

  onModuleInit(): void {
    this.jobs.registerHandler(
      'wallet.expire',
      async ({ userId, lotId, passId }) => {
        if (lotId) await this.commands.execute(new ExpireLotCommand(userId, lotId));
        if (passId) await this.commands.execute(new ExpireRentalPassCommand(userId, passId));
      },
      { attempts: 5 },
    );
  }

  /** The periodic sweep, in worker processes, on one instance at a time; resolves to whether this instance swept. */
  @Interval(WALLET_EXPIRY_SWEEP, SWEEP_EVERY_MS)
  async sweepOnSchedule(): Promise<boolean> {
    if (!this.runtime.runsWorkers || this.closing) return false;
    return runExclusively(this.pool, WALLET_EXPIRY_SWEEP, () => this.sweepNow()).catch((err) => {
      logger.error({ err }, 'wallet expiry sweep failed');
      return false;
    });
  }

  beforeApplicationShutdown(): void {
    this.closing = true;
  }

  async apply(events: FeedEvent<'data' | 'streamId'>[], _ctx: ProjectionContext): Promise<void> {
    for (const stored of events) {
      const e = stored as FeedEvent<'data' | 'streamId'> & WalletEvent;
      const userId = userOfWallet(stored.streamId);
      const due: Array<{ lotId?: string; passId?: string; at: string }> = [];
      if (e.type === 'CoinPackPurchased') {
        if (e.data.bonusLotId && e.data.bonusExpiresAt) due.push({ lotId: e.data.bonusLotId, at: e.data.bonusExpiresAt });
        if (e.data.pointLotId && e.data.pointExpiresAt) due.push({ lotId: e.data.pointLotId, at: e.data.pointExpiresAt });
      } else if (e.type === 'GiftClaimed') {
        if (e.data.lotId) due.push({ lotId: e.data.lotId, at: e.data.expiresAt });
        if (e.data.passId) due.push({ passId: e.data.passId, at: e.data.expiresAt });
      }
      for (const d of due) {
        await this.jobs.schedule(
          'wallet.expire',
          { userId, lotId: d.lotId, passId: d.passId },
          {
            jobId: `wallet.expire:${userId}:${d.lotId ?? d.passId}`,
            runAt: new Date(d.at),
          },
        );
      }
    }
  }

  /** Expires every lot and pass past its time that is still live (the safety net). */
  async sweepNow(): Promise<number> {
    const now = this.clock.now();
    const { rows } = await this.pool.query(
      `SELECT user_id, lot_id, NULL AS pass_id FROM rm.wallet_lots WHERE open AND kind <> 'paid' AND expires_at <= $1
       UNION ALL SELECT user_id, NULL, pass_id FROM rm.wallet_rental_passes WHERE NOT expired AND expires_at <= $1 LIMIT 1000`,
      [now],
    );
    for (const r of rows) {
      if (r.lot_id) await this.commands.execute(new ExpireLotCommand(r.user_id, r.lot_id));
      else await this.commands.execute(new ExpireRentalPassCommand(r.user_id, r.pass_id));
    }
    return rows.length;
  }
}
