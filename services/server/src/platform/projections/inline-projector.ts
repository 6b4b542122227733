import { Inject, Injectable, Optional } from '@nestjs/common';
import type pg from 'pg';
import { shiftParams } from '../database/pg-pool.js';
import { WritePath } from '../database/write-path.js';
import { AppendHook, type AppendPlan } from '../event-store/append-hook.js';
import type { AppendingEvent, StoredEvent } from '../event-store/event-store.types.js';
import { handlesAny, ProjectionRegistry } from './projection-registry.js';
import { contextFor, LOCK, tablesOf } from './projection-store.js';
import type { Projection } from './projection.types.js';

/** The live lock (shared) and generation of each named projection; see rm.inline_generations. */
const LIVE = `inline_live AS MATERIALIZED (SELECT g.name, g.generation FROM rm.inline_generations($1, $2::text[]) g)`;
const LIVE_JSON = `(SELECT coalesce(json_agg(json_build_object('name', l.name, 'generation', l.generation)), '[]'::json) FROM inline_live l)`;
/** The same lookup as a statement of its own (the write fast path off). */
const LIVE_ALONE = 'SELECT g.name, g.generation FROM rm.inline_generations($1, $2::text[]) g';

/**
 * What plan() hands to afterAppend: the inline projections these events concern, and the one whose
 * statement for the one event the append statement was asked to carry, if any.
 */
interface Planned {
  targets: Projection[];
  folded?: { name: string; failure: string };
}
interface Looked {
  live: Array<{ name: string; generation: number }>;
  folded?: boolean;
  verified?: boolean | null;
}

/**
 * Runs the inline projections inside the append transaction (read-your-writes). It holds each
 * projection's live lock shared and reads the live generation after taking it, so a rebuild's
 * switch (which takes the lock exclusively) never loses an event written meanwhile. Both in one
 * call of rm.inline_generations (see its migration for why that is still "after"), made by the
 * append statement itself, so it costs no round trip.
 *
 * An append of one event goes further when a projection can say what it writes as CTEs
 * (`statementOf`) and its live generation is known from an earlier append: the append statement
 * carries those writes too, guarded by "the stream write succeeded and the generation found under
 * the lock is the one the statement names". One statement per command fewer (the wallet's
 * purchase: 4 statements instead of 5). If a rebuild switched meanwhile the guard writes nothing
 * and the projection is applied here as usual, to the generation found; if the old tables are
 * already dropped the statement fails and the command runs again (appendFailed), unfolded.
 *
 * Both are the write fast path (WritePath.fast). With it off the append statement carries nothing:
 * the locks and generations are looked up by a statement of their own after it, and every
 * projection is applied (`apply`), as one without `statementOf` always is.
 */
@Injectable()
export class InlineProjector extends AppendHook {
  /** The live generations the last appends found (a guess for the next: the guard checks it). */
  private readonly known = new Map<string, number>();
  /** Projections' writes done by the append statement itself, and those applied after it (its own statements). */
  readonly stats = { folded: 0, appliedAfter: 0 };

  /** The write fast path: carry the lookup and fold `statementOf` into the append statement. */
  private readonly fast: boolean;

  constructor(
    private readonly registry: ProjectionRegistry,
    @Optional() @Inject(WritePath) path?: Pick<WritePath, 'fast'>,
  ) {
    super();
    this.fast = path?.fast ?? true;
  }

  private targets(types: ReadonlySet<string>) {
    return this.registry.inline().filter((p) => handlesAny(p, types));
  }

  override plan(events: AppendingEvent[], written: string): AppendPlan | undefined {
    if (!this.fast) return undefined; // afterAppend looks the generations up itself
    const targets = this.targets(new Set(events.map((e) => e.type)));
    if (!targets.length) return undefined;
    const params: unknown[] = [LOCK.live, targets.map((p) => p.name).sort()];
    const ctes = [LIVE];
    let value = `json_build_object('live', ${LIVE_JSON})`;
    let folded: Planned['folded'];
    const [only] = events;
    for (const p of events.length === 1 ? targets : []) {
      const generation = this.known.get(p.name);
      if (generation === undefined || p.kind === 'reactor' || !p.statementOf) continue;
      const st = p.statementOf(only!, tablesOf(p, generation), '(SELECT ok FROM inline_fold)');
      if (!st) continue;
      params.push(p.name, generation);
      ctes.push(
        `inline_fold AS MATERIALIZED (SELECT (${written}) AND coalesce((SELECT l.generation = $4::int FROM inline_live l WHERE l.name = $3::text), false) AS ok)`,
      );
      ctes.push(...st.ctes.map((c) => shiftParams(c, 4)));
      value = `json_build_object('live', ${LIVE_JSON}, 'folded', (SELECT ok FROM inline_fold), 'verified', ${st.verify ? shiftParams(st.verify, 4) : 'true'})`;
      params.push(...st.params);
      folded = { name: p.name, failure: st.failure };
      break; // one projection's CTEs per statement: their names are theirs alone
    }
    const planned: Planned = { targets, folded };
    return { ctes, params, value, context: planned };
  }

  async afterAppend(tx: pg.PoolClient, events: StoredEvent[], value?: unknown, context?: unknown): Promise<void> {
    let planned = context as Planned | undefined;
    let looked = value as Looked | undefined;
    if (!this.fast) {
      const targets = this.targets(new Set(events.map((e) => e.type)));
      if (!targets.length) return;
      const { rows } = await tx.query<{ name: string; generation: number }>(LIVE_ALONE, [LOCK.live, targets.map((p) => p.name).sort()]);
      planned = { targets };
      looked = { live: rows };
    }
    if (!planned) return; // plan() found no inline projection for these events
    // The append statement carried plan() (or the statement above ran): it took the live locks
    // and read the generations. Without them nothing here would be locked against a rebuild's switch.
    if (!Array.isArray(looked?.live)) throw new Error('inline projections need the live generations looked up by the append statement');
    const live = new Map(looked.live.map((r) => [r.name, r.generation]));
    const { folded } = planned;
    for (const p of planned.targets) {
      const generation = live.get(p.name);
      this.learn(p, generation);
      if (generation === undefined) continue; // being built for the first time: its switch picks these up
      if (folded?.name === p.name && looked.folded === true) {
        // written by the append statement
        if (looked.verified !== true) throw new Error(folded.failure);
        this.stats.folded++;
        continue;
      }
      const mine = p.handles ? events.filter((e) => p.handles!.includes(e.type)) : events;
      await p.apply(mine, contextFor(p, tx, generation, false));
      this.stats.appliedAfter++;
    }
  }

  /** A folded statement failed: forget its guess (the next append learns the generation again). */
  override appendFailed(error: unknown, context: unknown): boolean {
    const folded = (context as Planned | undefined)?.folded;
    if (!folded) return false;
    this.known.delete(folded.name);
    return (error as { code?: string }).code === '42P01'; // undefined_table: a rebuild dropped the generation it named
  }

  private learn(p: Projection, generation: number | undefined): void {
    if (generation === undefined) this.known.delete(p.name);
    else this.known.set(p.name, generation);
  }
}
