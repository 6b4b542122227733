import type pg from 'pg';
import { createPool } from '../database/pg-pool.js';
import { FakeClock } from '../clock/clock.js';
import type { Config } from '../../config/config.schema.js';
import { freshTestDatabase } from '../testing/test-database.js';
import { setLogLevel } from '../logging/logger.js';
import { EventStore } from '../event-store/event-store.js';
import { CommandExecutor } from '../event-store/command-executor.js';
import { accountDecider } from '../event-store/account.fixture.js';
import { formatStatus, rebuildWithProgress } from '../../cli/commands/projections.command.js';
import { AuditReactor, BalancesProjection, HistoryProjection } from './account-projections.fixture.js';
import { InlineProjector } from './inline-projector.js';
import { Runtime } from '../runtime.js';
import { ProjectionEngine } from './projection-engine.js';
import { ProjectionRegistry } from './projection-registry.js';
import { ProjectionRunners } from './projection-runner.js';
import { LOCK_NAMESPACE } from '../database/advisory-locks.js';
import { fastPathUnderTest } from '../testing/write-fast-path.js';

const FAST = { pollMs: 50, lockRetryMs: 100, maxBackoffMs: 200 };

async function waitFor(check: () => Promise<boolean>, timeoutMs = 5000): Promise<number> {
  const t0 = performance.now();
  for (;;) {
    if (await check()) return performance.now() - t0;
    if (performance.now() - t0 > timeoutMs) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('Projection engine (PostgreSQL)', () => {
  let url: string;
  let pool: pg.Pool;
  let registry: ProjectionRegistry;
  let engine: ProjectionEngine;
  let store: EventStore;
  let projector: InlineProjector;
  let exec: CommandExecutor;
  const balances = new BalancesProjection();
  const history = new HistoryProjection(7); // small batches exercise the loop
  const runners: ProjectionRunners[] = [];

  const q = async (sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows;
  const n = async (sql: string, params: unknown[] = []) => Number((await q(sql, params))[0].n);
  const deposit = (account: string, amount = 1) =>
    exec.execute(accountDecider, account, { type: 'Deposit', account, amount }, { maxRetries: 50 });
  const startRunners = (list = registry.background()) => {
    const r = new ProjectionRunners(pool, url, FAST);
    r.start(list);
    runners.push(r);
    return r;
  };
  const projectedAll = async () =>
    (await n('SELECT count(*) n FROM rm.t_history')) ===
    (await n('SELECT count(*) n FROM es.events WHERE event_type IN ($1, $2)', ['Deposited', 'Withdrawn']));
  const expectBalancesMatchLog = async () => {
    const fromLog = await q(`SELECT data->>'account' AS account,
        sum(CASE event_type WHEN 'Withdrawn' THEN -(data->>'amount')::bigint ELSE (data->>'amount')::bigint END)::int AS balance, count(*)::int AS events
      FROM es.events WHERE event_type IN ('Deposited', 'Withdrawn') GROUP BY 1 ORDER BY 1`);
    expect(await q('SELECT account, balance::int, events FROM rm.t_balances ORDER BY account')).toEqual(fromLog);
  };

  beforeAll(async () => {
    setLogLevel(process.env.TEST_LOG_LEVEL ?? 'silent');
    url = await freshTestDatabase(import.meta.url);
    pool = createPool(url, 30);
    await pool.query('CREATE TABLE public.t_audit (event_id uuid PRIMARY KEY)');
    registry = new ProjectionRegistry();
    registry.register(balances);
    registry.register(history);
    projector = new InlineProjector(registry, fastPathUnderTest);
    store = new EventStore(pool, new FakeClock(), projector, fastPathUnderTest);
    exec = new CommandExecutor(store);
    engine = new ProjectionEngine(pool, { DATABASE_URL: url } as Config, registry, new Runtime(false, false));
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((r) => r.stop()));
  });
  afterAll(async () => {
    await pool?.end();
  });

  it('leaves no runner connection behind after stop, however many loops asked for one at once', async () => {
    // Anchored at the start: an idle pool connection whose last query was this count contains the
    // words too, and would be counted as a runner.
    const countRunnerConnections = () =>
      n(
        `SELECT count(*) n FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'SELECT pg\\_try\\_advisory\\_lock(%' AND pid <> pg_backend_pid()`,
      );
    const before = await countRunnerConnections();
    const r = new ProjectionRunners(pool, url, FAST);
    const reactors = ['probe_a', 'probe_b', 'probe_c', 'probe_d'].map((name) => ({
      name,
      kind: 'reactor' as const,
      startFrom: 'now' as const,
      apply: async () => undefined,
    }));
    r.start([...registry.background(), ...reactors]); // every loop asks for the runner connection at the same moment
    for (let i = 0; i < 50 && (await countRunnerConnections()) === before; i++) await new Promise((res) => setTimeout(res, 20));
    await r.stop();
    for (let i = 0; i < 50 && (await countRunnerConnections()) > before; i++) await new Promise((res) => setTimeout(res, 20));
    expect(await countRunnerConnections()).toBe(before);
  });

  it('refuses bad registrations', () => {
    const r = new ProjectionRegistry();
    r.register(new BalancesProjection());
    expect(() => r.register(new BalancesProjection())).toThrow(/registered twice/);
    expect(() => r.register({ ...new HistoryProjection(), name: 'Bad Name' } as never)).toThrow(/lower_snake/);
    expect(() => r.register({ ...new HistoryProjection(), name: 'other', tables: { t_balances: () => [] } } as never)).toThrow(
      /already belongs/,
    );
  });

  it('creates missing projections at boot, with a view on the live generation of each table', async () => {
    await deposit('early', 3); // before the projections exist: the first build replays it
    await engine.ensureAll();
    expect(await q('SELECT name, kind, version, generation FROM rm.projections ORDER BY name')).toEqual([
      { name: 't_balances', kind: 'inline', version: 1, generation: 1 },
      { name: 't_history', kind: 'async', version: 1, generation: 1 },
    ]);
    expect(await q('SELECT account, balance::int FROM rm.t_balances')).toEqual([{ account: 'early', balance: 3 }]);
    // The async one is eventual: its build stops at the xmin bound (a transaction of any database
    // in the cluster may hold it back), and the loop takes it from there.
    expect(await n('SELECT count(*) n FROM rm.t_history__g1')).toBeLessThanOrEqual(1);
    startRunners();
    await waitFor(async () => (await n('SELECT count(*) n FROM rm.t_history')) === 1);
    await engine.ensureAll(); // idempotent
    expect(await n('SELECT count(*) n FROM rm.projection_generations')).toBe(2);
  });

  it('updates inline projections in the append transaction; their constraints veto the append', async () => {
    await deposit('alice', 10);
    expect(await q("SELECT balance::int FROM rm.t_balances WHERE account = 'alice'")).toEqual([{ balance: 10 }]);
    const before = await n('SELECT count(*) n FROM es.events');
    // Bypass the decider's own check: the read model's CHECK (balance >= 0) still refuses.
    await expect(
      store.append({
        streamId: 'alice',
        streamType: 'account',
        expectedVersion: 1,
        events: [{ type: 'Withdrawn', data: { account: 'alice', amount: 11 } }],
      }),
    ).rejects.toThrow(/check constraint/);
    expect(await n('SELECT count(*) n FROM es.events')).toBe(before);
    expect(await q("SELECT balance::int FROM rm.t_balances WHERE account = 'alice'")).toEqual([{ balance: 10 }]);
  });

  it('runs async projections in the worker loop, caught up well under a second after each append', async () => {
    startRunners();
    await waitFor(projectedAll);
    const lags: number[] = [];
    for (let i = 0; i < 20; i++) {
      const out = await deposit(`bob-${i % 3}`, 2);
      const id = out.events[0].eventId;
      lags.push(await waitFor(async () => (await n('SELECT count(*) n FROM rm.t_history WHERE event_id = $1', [id])) === 1, 5000));
    }
    lags.sort((a, b) => a - b);
    process.stdout.write(`async projection visible after append: median ${lags[10].toFixed(0)} ms, max ${lags[19].toFixed(0)} ms\n`);
    // The target (docs/architecture.md: < 1 s) holds for the typical append. The worst one may wait
    // longer here: the delivery bound is the cluster's oldest open transaction, and the other spec
    // files running beside this one in the same PostgreSQL hold transactions open.
    expect(lags[10]).toBeLessThan(500);
    expect(lags[19]).toBeLessThan(3000);
    const st = (await engine.status()).find((s) => s.name === 't_history')!;
    expect(st).toMatchObject({ state: 'live', lag: 0, generation: 1 });
  });

  it('never skips an event whose transaction commits after a later-numbered one', async () => {
    startRunners();
    await waitFor(projectedAll);
    const slow = await pool.connect();
    try {
      await slow.query('BEGIN');
      const a = await exec.execute(accountDecider, 'slow', { type: 'Deposit', account: 'slow', amount: 1 }, { tx: slow });
      const b = await deposit('fast', 1); // commits first, with a later transaction id and position
      expect(b.events[0].globalPosition).toBeGreaterThan(a.events[0].globalPosition);
      await new Promise((r) => setTimeout(r, 400)); // several polls and a notification
      // Held back, not skipped: nothing after the open transaction is applied yet.
      expect(await n('SELECT count(*) n FROM rm.t_history WHERE event_id = $1', [b.events[0].eventId])).toBe(0);
      await slow.query('COMMIT');
    } finally {
      slow.release();
    }
    await waitFor(projectedAll, 2000);
    expect(await n("SELECT count(*) n FROM rm.t_history WHERE account IN ('slow', 'fast')")).toBe(2);
  });

  it('rebuilds into a new generation whose content equals the live one, then drops the old tables', async () => {
    startRunners();
    await waitFor(projectedAll);
    const dump = async () => ({
      balances: await q('SELECT * FROM rm.t_balances ORDER BY account'),
      history: await q('SELECT * FROM rm.t_history ORDER BY global_position'),
    });
    const live = await dump();
    expect(live.history.length).toBeGreaterThan(20);
    const out: string[] = [];
    await rebuildWithProgress(engine, [], { write: (s: string) => out.push(s) } as never);
    expect(out.join('')).toMatch(/t_balances: rebuilt into generation 2[\s\S]*t_history: rebuilt into generation 2/);
    expect(await dump()).toEqual(live);
    expect(await q("SELECT to_regclass('rm.t_history__g1') AS t")).toEqual([{ t: null }]);
    expect(await q('SELECT name, generation, status FROM rm.projection_generations ORDER BY name')).toEqual([
      { name: 't_balances', generation: 2, status: 'live' },
      { name: 't_history', generation: 2, status: 'live' },
    ]);
    // the loop carries on in the new generation
    await deposit('after-rebuild', 4);
    await waitFor(async () => (await n("SELECT count(*) n FROM rm.t_history__g2 WHERE account = 'after-rebuild'")) === 1);
  });

  it('rebuilds safely while commands keep appending (inline and async)', async () => {
    startRunners();
    let writing = true;
    let written = 0;
    const writer = async (w: number) => {
      while (writing) {
        await deposit(`busy-${(written + w) % 4}`, 1 + (w % 3));
        written++;
      }
    };
    const writers = [0, 1, 2, 3].map(writer);
    await waitFor(async () => written > 30);
    await engine.rebuild(['t_balances', 't_history']);
    await waitFor(async () => written > 60);
    writing = false;
    await Promise.all(writers);
    await waitFor(projectedAll, 3000);
    await expectBalancesMatchLog();
    expect(await n('SELECT count(DISTINCT event_id) n FROM rm.t_history')).toBe(await n('SELECT count(*) n FROM rm.t_history'));
    const gens = await q('SELECT name, generation FROM rm.projections ORDER BY name');
    expect(gens).toEqual([
      { name: 't_balances', generation: 3 },
      { name: 't_history', generation: 3 },
    ]);
  });

  it('switches to a rebuilt generation without deadlocking a writer that read its view and waits for the live lock', async () => {
    await deposit('held', 5);
    const writer = await pool.connect();
    try {
      await writer.query('BEGIN');
      await writer.query("SELECT balance FROM rm.t_balances WHERE account = 'held'"); // the view's lock, kept to the end
      const rebuilt = engine.rebuild(['t_balances']);
      rebuilt.catch(() => undefined); // awaited below
      // The switch holds the live lock and asks for the view this transaction holds.
      await waitFor(
        async () =>
          (await n(`SELECT count(*) n FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE 'DROP VIEW%'`)) > 0,
        15_000,
      );
      // The writer's append asks for the live lock: a cycle, unless the switch steps back.
      await exec.execute(accountDecider, 'held', { type: 'Deposit', account: 'held', amount: 2 }, { tx: writer });
      await writer.query('COMMIT');
      await expect(rebuilt).resolves.toEqual([expect.objectContaining({ name: 't_balances' })]);
    } finally {
      await writer.query('ROLLBACK').catch(() => undefined);
      writer.release();
    }
    expect(await q("SELECT balance::int FROM rm.t_balances WHERE account = 'held'")).toEqual([{ balance: 7 }]);
    await expectBalancesMatchLog();
  });

  it('lets only one instance run a loop; a second one takes over when the first stops', async () => {
    const first = startRunners();
    const second = startRunners();
    for (let i = 0; i < 30; i++) await deposit(`twin-${i % 5}`);
    await waitFor(projectedAll);
    expect((await engine.status()).every((s) => s.state === 'live')).toBe(true);
    await first.stop();
    await deposit('twin-after');
    await waitFor(projectedAll, 3000);
    await second.stop();
  });

  it('reports a failing projection, retries it, and recovers without losing events', async () => {
    history.failWith = 'boom: read model unavailable';
    startRunners();
    await deposit('flaky', 1);
    await waitFor(async () => (await engine.status()).some((s) => s.name === 't_history' && s.state === 'failing'));
    const st = (await engine.status()).find((s) => s.name === 't_history')!;
    expect(st.error).toContain('boom');
    expect(st.lag).toBeGreaterThan(0);
    expect(formatStatus(await engine.status())).toMatch(/t_history\s+async.*failing: boom/);
    history.failWith = undefined;
    await waitFor(projectedAll, 3000);
    await waitFor(async () => (await engine.status()).find((s) => s.name === 't_history')!.state === 'live', 3000);
  });

  it('starts a new reactor at the end of the log, feeds it new events, and never replays it', async () => {
    const audit = new AuditReactor();
    registry.register(audit);
    await engine.ensureAll();
    expect(await n('SELECT count(*) n FROM public.t_audit')).toBe(0);
    startRunners([audit]);
    const d = await deposit('watched', 1);
    await waitFor(async () => (await n('SELECT count(*) n FROM public.t_audit WHERE event_id = $1', [d.events[0].eventId])) === 1);
    expect(await n('SELECT count(*) n FROM public.t_audit')).toBe(1);
    await expect(engine.rebuild(['t_audit'])).rejects.toMatchObject({ code: 'PROJECTIONS.NOT_REBUILDABLE', status: 400 });
    await expect(engine.rebuild(['nope'])).rejects.toMatchObject({ code: 'PROJECTIONS.UNKNOWN', status: 404 });
    const st = (await engine.status()).find((s) => s.name === 't_audit')!;
    expect(st).toMatchObject({ kind: 'reactor', state: 'live', lag: 0 });
  });

  it('refuses a second rebuild of a projection while one runs', async () => {
    const gate = pool.connect();
    const c = await gate;
    try {
      await c.query('SELECT pg_advisory_lock($1, hashtext($2))', [LOCK_NAMESPACE.projectionBuild, 't_history']);
      await expect(engine.rebuild(['t_history'])).rejects.toMatchObject({ code: 'PROJECTIONS.REBUILD_RUNNING', status: 409 });
    } finally {
      await c.query('SELECT pg_advisory_unlock($1, hashtext($2))', [LOCK_NAMESPACE.projectionBuild, 't_history']);
      c.release();
    }
  });

  it('rebuilds a projection at boot when its version changes, with the same content', async () => {
    const before = await q('SELECT * FROM rm.t_balances ORDER BY account');
    const gen = (await q("SELECT generation FROM rm.projections WHERE name = 't_balances'"))[0].generation;
    balances.version = 2;
    expect((await engine.status()).find((s) => s.name === 't_balances')!.state).toBe('stale');
    await engine.ensureAll();
    expect(await q("SELECT version, generation FROM rm.projections WHERE name = 't_balances'")).toEqual([
      { version: 2, generation: gen + 1 },
    ]);
    expect(await q('SELECT * FROM rm.t_balances ORDER BY account')).toEqual(before);
    await expectBalancesMatchLog();
  });

  it('wakes only the loops that handle an appended event type; the others wait for their poll', async () => {
    const applied: Record<string, number> = { wake_deposits: 0, wake_others: 0 };
    const reactor = (name: string, handles: string[]) => ({
      name,
      kind: 'reactor' as const,
      startFrom: 'now' as const,
      handles,
      apply: async (events: unknown[]) => {
        applied[name]! += events.length;
      },
    });
    const deposits = reactor('wake_deposits', ['Deposited']);
    const others = reactor('wake_others', ['NeverAppended']);
    registry.register(deposits);
    registry.register(others);
    await engine.ensureAll();
    const checkpoint = async (name: string) =>
      (await q('SELECT last_txid::text, last_position FROM rm.projection_generations WHERE name = $1', [name]))[0];
    const r = new ProjectionRunners(pool, url, { ...FAST, pollMs: 60_000 }); // no poll within the test: only a NOTIFY wakes a loop
    runners.push(r);
    r.start([deposits, others]);
    await waitFor(
      async () =>
        (await n(
          `SELECT count(*) n FROM pg_locks WHERE locktype = 'advisory' AND classid = ${LOCK_NAMESPACE.projectionRunner} AND granted`,
        )) >= 2,
    );
    await new Promise((res) => setTimeout(res, 200)); // each loop's first batch, then its sleep
    const othersBefore = await checkpoint('wake_others');
    // A transaction open elsewhere in the cluster can hold a deposit back from the woken batch (the
    // xmin bound; the poll would take it later): each deposit wakes the handler again.
    for (let i = 0; i < 20 && applied.wake_deposits === 0; i++) {
      await deposit('wake-up', 1);
      await waitFor(async () => applied.wake_deposits > 0, 500).catch(() => undefined);
    }
    expect(applied.wake_deposits).toBeGreaterThan(0);
    await new Promise((res) => setTimeout(res, 300));
    expect(applied.wake_others).toBe(0);
    expect(await checkpoint('wake_others')).toEqual(othersBefore); // it slept through the wake-up
    expect((await checkpoint('wake_deposits')).last_position).toBeGreaterThan(othersBefore.last_position);
  });

  it('writes an inline projection in the append statement once it knows the live generation, and follows a rebuild', async () => {
    // The write fast path on, whatever the rest of this file runs with.
    const projector = new InlineProjector(registry, { fast: true });
    const exec = new CommandExecutor(new EventStore(pool, new FakeClock(), projector, { fast: true }));
    const deposit = (account: string, amount: number) =>
      exec.execute(accountDecider, account, { type: 'Deposit', account, amount }, { maxRetries: 50 });
    const balanceOf = async (table = 'rm.t_balances') =>
      (await q(`SELECT balance::int FROM ${table} WHERE account = 'folded'`))[0]?.balance;
    const generation = async () => Number((await q("SELECT generation FROM rm.projections WHERE name = 't_balances'"))[0].generation);
    const counted = async (write: () => Promise<unknown>) => {
      const before = { ...projector.stats };
      await write();
      return { folded: projector.stats.folded - before.folded, appliedAfter: projector.stats.appliedAfter - before.appliedAfter };
    };
    await deposit('folded', 5); // the generation is known from here on
    expect(await counted(() => deposit('folded', 2))).toEqual({ folded: 1, appliedAfter: 0 });
    expect(await balanceOf()).toBe(7);

    // A rebuild switches generations and drops the old tables. Bring the old table back, empty:
    // the next append names it, finds another generation live under the lock, writes nothing there
    // and applies the event to the live one instead.
    const old = await generation();
    await engine.rebuild(['t_balances']);
    const live = await generation();
    expect(live).toBe(old + 1);
    await pool.query(`CREATE TABLE rm.t_balances__g${old} (LIKE rm.t_balances__g${live} INCLUDING ALL)`);
    expect(await counted(() => deposit('folded', 3))).toEqual({ folded: 0, appliedAfter: 1 });
    expect(await balanceOf()).toBe(10);
    expect(await n(`SELECT count(*) n FROM rm.t_balances__g${old}`)).toBe(0);
    await pool.query(`DROP TABLE rm.t_balances__g${old}`);
    expect(await counted(() => deposit('folded', 1))).toEqual({ folded: 1, appliedAfter: 0 });

    // Rebuilt again, the table the next append names is gone: the statement fails, the command runs again unfolded.
    await engine.rebuild(['t_balances']);
    expect(await counted(() => deposit('folded', 4))).toEqual({ folded: 0, appliedAfter: 1 });
    expect(await balanceOf()).toBe(15);
    expect(await counted(() => deposit('folded', 1))).toEqual({ folded: 1, appliedAfter: 0 });
    await expectBalancesMatchLog();
  });

  it('with the write fast path off, applies every inline projection by its apply in a statement of its own, and follows a rebuild', async () => {
    const plain = new InlineProjector(registry, { fast: false });
    const plainStore = new EventStore(pool, new FakeClock(), plain, { fast: false });
    const exec = new CommandExecutor(plainStore);
    const deposit = (amount: number) =>
      exec.execute(accountDecider, 'plain', { type: 'Deposit', account: 'plain', amount }, { maxRetries: 50 });
    const counted = async (write: () => Promise<unknown>) => {
      const before = { ...plain.stats };
      await write();
      return { folded: plain.stats.folded - before.folded, appliedAfter: plain.stats.appliedAfter - before.appliedAfter };
    };
    const balance = async () => (await q("SELECT balance::int FROM rm.t_balances WHERE account = 'plain'"))[0]?.balance;
    for (const amount of [5, 2, 3]) expect(await counted(() => deposit(amount))).toEqual({ folded: 0, appliedAfter: 1 });
    expect(await balance()).toBe(10);
    // The read model's constraint still vetoes the append.
    await expect(
      plainStore.append({
        streamId: 'plain',
        streamType: 'account',
        expectedVersion: 3,
        events: [{ type: 'Withdrawn', data: { account: 'plain', amount: 11 } }],
      }),
    ).rejects.toThrow(/check constraint/);
    await engine.rebuild(['t_balances']);
    expect(await counted(() => deposit(1))).toEqual({ folded: 0, appliedAfter: 1 });
    expect(await balance()).toBe(11);
    await expectBalancesMatchLog();
  });
});
