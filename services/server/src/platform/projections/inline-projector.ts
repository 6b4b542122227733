import { Injectable } from '@nestjs/common';
import type pg from 'pg';
import { AppendHook, type HookLookup } from '../event-store/append-hook.js';
import type { StoredEvent } from '../event-store/event-store.types.js';
import { handlesAny, ProjectionRegistry } from './projection-registry.js';
import { contextFor, LOCK } from './projection-store.js';

/** The live lock (shared) and generation of each named projection; see rm.inline_generations. */
const GENERATIONS = `SELECT coalesce(json_agg(json_build_object('name', g.name, 'generation', g.generation)), '[]'::json)
  FROM rm.inline_generations($1, $2::text[]) g`;

/**
 * Runs the inline projections inside the append transaction (read-your-writes). It holds each
 * projection's live lock shared and reads the live generation after taking it, so a rebuild's
 * switch (which takes the lock exclusively) never loses an event written meanwhile. Both in one
 * call of rm.inline_generations (see its migration for why that is still "after"), made by the
 * append statement itself (`lookup`), so it costs no round trip.
 */
@Injectable()
export class InlineProjector extends AppendHook {
  constructor(private readonly registry: ProjectionRegistry) { super(); }

  private targets(types: ReadonlySet<string>) {
    return this.registry.inline().filter((p) => handlesAny(p, types));
  }

  override lookup(types: ReadonlySet<string>): HookLookup | undefined {
    const names = this.targets(types).map((p) => p.name).sort();
    return names.length ? { sql: GENERATIONS, params: [LOCK.live, names] } : undefined;
  }

  async afterAppend(tx: pg.PoolClient, events: StoredEvent[], looked?: unknown): Promise<void> {
    const targets = this.targets(new Set(events.map((e) => e.type)));
    if (!targets.length) return;
    // The append statement evaluated `lookup` for these same events: it took the live locks and
    // read the generations. Without it nothing here would be locked against a rebuild's switch.
    if (!Array.isArray(looked)) throw new Error('inline projections need the live generations looked up by the append statement');
    const rows = looked as Array<{ name: string; generation: number }>;
    const live = new Map(rows.map((r) => [r.name, r.generation]));
    for (const p of targets) {
      const generation = live.get(p.name);
      if (generation === undefined) continue; // being built for the first time: its switch picks these up
      const mine = p.handles ? events.filter((e) => p.handles!.includes(e.type)) : events;
      await p.apply(mine, contextFor(p, tx, generation, false));
    }
  }
}
