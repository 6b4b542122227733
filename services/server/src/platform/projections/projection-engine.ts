import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { Runtime } from '../runtime.js';
import type pg from 'pg';
import { CONFIG } from '../../config/config.module.js';
import type { Config } from '../../config/config.schema.js';
import { PG_POOL } from '../database/pg-pool.js';
import { DomainError, validationError } from '../errors/domain-error.js';
import { logger } from '../logging/logger.js';
import { onScrape, projectionLag } from '../metrics/metrics.js';
import { countAfter } from './event-feed.js';
import { buildGeneration, type BuildProgress } from './projection-builder.js';
import { ProjectionRegistry } from './projection-registry.js';
import { ProjectionRunners } from './projection-runner.js';
import { generationRows, liveRows, LOCK } from './projection-store.js';
import type { Projection, ProjectionStatus } from './projection.types.js';

/**
 * Brings every projection up at boot (builds missing ones, rebuilds those whose version changed),
 * runs the async loops in the worker role, and answers `projections status` / `rebuild`.
 */
@Injectable()
export class ProjectionEngine implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private runners?: ProjectionRunners;
  private unscrape?: () => void;

  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(CONFIG) private readonly config: Config,
    private readonly registry: ProjectionRegistry,
    private readonly runtime: Runtime,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ensureAll();
    this.unscrape = onScrape(async () => {
      for (const s of await this.status()) projectionLag.set({ projection: s.name }, s.lag);
    });
    if (this.runtime.runsWorkers) {
      this.runners = new ProjectionRunners(this.pool, this.config.DATABASE_URL);
      this.runners.start(this.registry.background());
    }
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.unscrape?.();
    await this.runners?.stop();
  }

  /** Builds what is missing or out of date; instances starting together take turns. */
  async ensureAll(): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1, 0)', [LOCK.ensure]);
      const live = await liveRows(client);
      for (const p of this.registry.all()) {
        const row = live.get(p.name);
        const stale = row && p.kind !== 'reactor' && row.version !== p.version;
        if (row && !stale) continue;
        const t0 = Date.now();
        const { generation, applied } = await buildGeneration(this.pool, p, { wait: true });
        logger.info(
          { projection: p.name, generation, applied, ms: Date.now() - t0 },
          stale ? 'projection rebuilt for its new version' : 'projection created',
        );
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1, 0)', [LOCK.ensure]).catch(() => undefined);
      client.release();
    }
  }

  /** Replays the named projections (all rebuildable ones when none named) into fresh tables and switches to them. */
  async rebuild(
    names: string[],
    onProgress?: (name: string, p: BuildProgress) => void,
  ): Promise<Array<{ name: string; generation: number; applied: number }>> {
    const targets = names.length ? names.map((n) => this.named(n)) : this.registry.all().filter((p) => p.kind !== 'reactor');
    for (const p of targets) {
      if (p.kind === 'reactor')
        throw validationError(`${p.name} is a reactor (side effects); it is never replayed`, undefined, 'PROJECTIONS.NOT_REBUILDABLE');
    }
    const done = [];
    for (const p of targets) {
      const r = await buildGeneration(this.pool, p, { wait: false, onProgress: onProgress && ((x) => onProgress(p.name, x)) });
      done.push({ name: p.name, ...r });
    }
    return done;
  }

  async status(): Promise<ProjectionStatus[]> {
    const live = await liveRows(this.pool);
    const out: ProjectionStatus[] = [];
    for (const p of this.registry.all()) {
      const version = p.kind === 'reactor' ? 1 : p.version;
      const row = live.get(p.name);
      const gens = await generationRows(this.pool, p.name);
      const building = gens.some((g) => g.status === 'building');
      const current = gens.find((g) => g.generation === row?.generation);
      if (!row || !current) {
        out.push({
          name: p.name,
          kind: p.kind,
          version,
          lag: await countAfter(this.pool, { txid: '0', position: 0 }),
          state: building ? 'building' : 'missing',
        });
        continue;
      }
      const lag = p.kind === 'inline' ? 0 : await countAfter(this.pool, { txid: current.last_txid, position: current.last_position });
      const state = row.last_error ? 'failing' : building ? 'building' : row.version !== version ? 'stale' : 'live';
      out.push({
        name: p.name,
        kind: p.kind,
        version,
        liveVersion: row.version,
        generation: row.generation,
        checkpoint: p.kind === 'inline' ? undefined : current.last_position,
        lag,
        state,
        ...(row.last_error ? { error: row.last_error } : {}),
      });
    }
    return out;
  }

  private named(name: string): Projection {
    const p = this.registry.get(name);
    if (!p) {
      const known =
        this.registry
          .all()
          .map((x) => x.name)
          .join(', ') || 'none';
      throw new DomainError('PROJECTIONS.UNKNOWN', `No projection named ${JSON.stringify(name)} (known: ${known})`, 'not_found');
    }
    return p;
  }
}
