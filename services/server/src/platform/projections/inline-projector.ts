import { Injectable } from '@nestjs/common';
import type pg from 'pg';
import { prepared } from '../database/pg-pool.js';
import { AppendHook } from '../event-store/append-hook.js';
import type { StoredEvent } from '../event-store/event-store.types.js';
import { handlesAny, ProjectionRegistry } from './projection-registry.js';
import { contextFor, LOCK } from './projection-store.js';

/**
 * Runs the inline projections inside the append transaction (read-your-writes). It holds each
 * projection's live lock shared and reads the live generation after taking it, so a rebuild's
 * switch (which takes the lock exclusively) never loses an event written meanwhile. Both in one
 * round trip: rm.inline_generations (see its migration for why that is still "after").
 */
@Injectable()
export class InlineProjector extends AppendHook {
  constructor(private readonly registry: ProjectionRegistry) { super(); }

  async afterAppend(tx: pg.PoolClient, events: StoredEvent[]): Promise<void> {
    const types = new Set(events.map((e) => e.type));
    const targets = this.registry.inline().filter((p) => handlesAny(p, types));
    if (!targets.length) return;
    const names = targets.map((p) => p.name).sort();
    const { rows } = await tx.query<{ name: string; generation: number }>(prepared(
      'SELECT name, generation FROM rm.inline_generations($1, $2::text[])', [LOCK.live, names]));
    const live = new Map(rows.map((r) => [r.name, r.generation]));
    for (const p of targets) {
      const generation = live.get(p.name);
      if (generation === undefined) continue; // being built for the first time: its switch picks these up
      const mine = p.handles ? events.filter((e) => p.handles!.includes(e.type)) : events;
      await p.apply(mine, contextFor(p, tx, generation, false));
    }
  }
}
