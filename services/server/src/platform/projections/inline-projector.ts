import { Inject, Injectable, Optional } from '@nestjs/common';
import type pg from 'pg';
import { shiftParams } from '../database/pg-pool.js';
import { WritePath } from '../database/write-path.js';
import { AppendHook, type AppendPlan } from '../event-store/append-hook.js';
import type { AppendingEvent, StoredEvent } from '../event-store/event-store.types.js';
import { handlesAny, ProjectionRegistry } from './projection-registry.js';
import { applyProjection, contextFor, LOCK, tablesOf } from './projection-store.js';
import { compileRowChanges } from './row-change-sql.js';
import type { Projection } from './projection.types.js';

/** The live lock (shared) and generation of each named projection; see rm.inline_generations. */
const LIVE = `inline_live AS MATERIALIZED (SELECT g.name, g.generation FROM rm.inline_generations($1, $2::text[]) g)`;
const LIVE_JSON = `(SELECT coalesce(json_agg(json_build_object('name', l.name, 'generation', l.generation)), '[]'::json) FROM inline_live l)`;
/** The same lookup as a statement of its own (the write fast path off). */
const LIVE_ALONE = 'SELECT g.name, g.generation FROM rm.inline_generations($1, $2::text[]) g';

/**
 * What plan() hands to afterAppend: the inline projections these events concern, and those whose
 * row changes the append statement was asked to carry (in the order of its `folded` answers).
 */
interface Planned {
  targets: Projection[];
  folded: Array<{ name: string; failure: () => string }>;
}
interface Looked {
  live: Array<{ name: string; generation: number }>;
  folded?: boolean[];
  verified?: Array<boolean | null>;
}

const eventsFor = <E extends { type: string }>(p: Projection, events: E[]) =>
  p.handles ? events.filter((e) => p.handles!.includes(e.type)) : events;

/**
 * Runs the inline projections inside the append transaction (read-your-writes). It holds each
 * projection's live lock shared and reads the live generation after taking it, so a rebuild's
 * switch (which takes the lock exclusively) never loses an event written meanwhile. Both in one
 * call of rm.inline_generations (see its migration for why that is still "after"), made by the
 * append statement itself, so it costs no round trip.
 *
 * The append statement goes further for each projection that answers row changes and whose live
 * generation is known from an earlier append: when the events' changes compile to one statement,
 * the append statement carries its CTEs too, guarded by "the stream write succeeded and the
 * generation found under the lock is the one the CTEs name". One statement per command fewer
 * (the wallet's purchase: 4 statements instead of 5). If a rebuild switched meanwhile the guard
 * writes nothing and the projection is applied here as usual, to the generation found; if the old
 * tables are already dropped the statement fails and the command runs again (appendFailed),
 * unfolded.
 *
 * Both are the write fast path (WritePath.fast). With it off the append statement carries nothing:
 * the locks and generations are looked up by a statement of their own after it, and every
 * projection is applied (applyProjection: its row changes as statements of their own, or its
 * `apply`).
 */
@Injectable()
export class InlineProjector extends AppendHook {
  /** The live generations the last appends found (a guess for the next: the guard checks it). */
  private readonly known = new Map<string, number>();
  /** Projections' writes done by the append statement itself, and those applied after it (its own statements). */
  readonly stats = { folded: 0, appliedAfter: 0 };

  /** The write fast path: carry the lookup and fold row changes into the append statement. */
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
    const folded: Planned['folded'] = [];
    const oks: string[] = [];
    const verified: string[] = [];
    for (const p of targets) {
      const generation = this.known.get(p.name);
      if (generation === undefined || p.kind === 'reactor' || !p.changes) continue;
      const fold = `inline_fold_${folded.length}`;
      const [st, more] = compileRowChanges(
        eventsFor(p, events).flatMap((e) => p.changes!(e)),
        p.tables,
        { table: tablesOf(p, generation), guard: `(SELECT ok FROM ${fold})`, prefix: `${fold}_`, label: `projection ${p.name}` },
      );
      if (!st || more) continue; // nothing to write, or more than one statement: applied after the append
      const at = params.length;
      params.push(p.name, generation);
      ctes.push(
        `${fold} AS MATERIALIZED (SELECT (${written}) AND coalesce((SELECT l.generation = $${at + 2}::int FROM inline_live l WHERE l.name = $${at + 1}::text), false) AS ok)`,
      );
      ctes.push(...st.ctes.map((c) => shiftParams(c, at + 2)));
      params.push(...st.params);
      oks.push(`(SELECT ok FROM ${fold})`);
      verified.push(st.verify ? shiftParams(st.verify, at + 2) : 'true');
      folded.push({ name: p.name, failure: st.failure });
    }
    const value = folded.length
      ? `json_build_object('live', ${LIVE_JSON}, 'folded', json_build_array(${oks.join(', ')}), 'verified', json_build_array(${verified.join(', ')}))`
      : `json_build_object('live', ${LIVE_JSON})`;
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
      planned = { targets, folded: [] };
      looked = { live: rows };
    }
    if (!planned) return; // plan() found no inline projection for these events
    // The append statement carried plan() (or the statement above ran): it took the live locks
    // and read the generations. Without them nothing here would be locked against a rebuild's switch.
    if (!Array.isArray(looked?.live)) throw new Error('inline projections need the live generations looked up by the append statement');
    const live = new Map(looked.live.map((r) => [r.name, r.generation]));
    for (const p of planned.targets) {
      const generation = live.get(p.name);
      this.learn(p, generation);
      if (generation === undefined) continue; // being built for the first time: its switch picks these up
      const i = planned.folded.findIndex((f) => f.name === p.name);
      if (i >= 0 && looked.folded?.[i] === true) {
        // written by the append statement
        if (looked.verified?.[i] !== true) throw new Error(planned.folded[i]!.failure());
        this.stats.folded++;
        continue;
      }
      await applyProjection(p, eventsFor(p, events), contextFor(p, tx, generation, false));
      this.stats.appliedAfter++;
    }
  }

  /** A folded statement failed: forget its guesses (the next append learns the generations again). */
  override appendFailed(error: unknown, context: unknown): boolean {
    const folded = (context as Planned | undefined)?.folded;
    if (!folded?.length) return false;
    for (const f of folded) this.known.delete(f.name);
    return (error as { code?: string }).code === '42P01'; // undefined_table: a rebuild dropped the generation it named
  }

  private learn(p: Projection, generation: number | undefined): void {
    if (generation === undefined) this.known.delete(p.name);
    else this.known.set(p.name, generation);
  }
}
