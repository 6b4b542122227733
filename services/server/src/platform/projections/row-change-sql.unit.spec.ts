import { BY_KEY, compileRowChanges } from './row-change-sql.js';
import { table, type RowChange } from './row-changes.js';

const tables = {
  balances: table({
    columns: { user_id: 'text', coin: 'integer NOT NULL DEFAULT 0 CHECK (coin >= 0)', updated_at: 'timestamptz NOT NULL' },
    key: ['user_id'],
  }),
  lots: table({
    columns: {
      user_id: 'text NOT NULL',
      lot_id: 'text NOT NULL',
      remaining: 'integer NOT NULL',
      expired: 'boolean NOT NULL DEFAULT false',
      open: 'boolean GENERATED ALWAYS AS (remaining > 0 AND NOT expired) STORED',
    },
    key: ['user_id', 'lot_id'],
    indexes: ['(lot_id) WHERE open'],
  }),
  plans: table({
    columns: { user_id: 'text', status: 'text NOT NULL', start_date: 'timestamptz NOT NULL', end_date: 'timestamptz NOT NULL' },
    key: ['user_id'],
  }),
};
const opts = { table: (t: string) => `rm.${t}__g1`, guard: '(SELECT ok FROM f)', prefix: 'c', label: 'test' };
const compile = (changes: RowChange[], o = opts) => compileRowChanges(changes, tables, o);
const at = '2026-01-01T00:00:00.000Z';

describe('table()', () => {
  it('generates the DDL from the columns and knows the writable columns’ types', () => {
    expect(tables.lots('rm.lots__g1')).toEqual([
      `CREATE TABLE rm.lots__g1 (
  user_id text NOT NULL,
  lot_id text NOT NULL,
  remaining integer NOT NULL,
  expired boolean NOT NULL DEFAULT false,
  open boolean GENERATED ALWAYS AS (remaining > 0 AND NOT expired) STORED,
  PRIMARY KEY (user_id, lot_id))`,
      'CREATE INDEX ON rm.lots__g1 (lot_id) WHERE open',
    ]);
    expect(tables.lots.types).toEqual({ user_id: 'text', lot_id: 'text', remaining: 'integer', expired: 'boolean' });
    expect(() => table({ columns: { note: '' }, key: [] })).toThrow(/must start with its type/);
    expect(() => table({ columns: { 'a name': 'text' }, key: [] })).toThrow(/not a plain lower-case name/);
  });
});

describe('compileRowChanges', () => {
  it('turns one event’s changes into guarded, typed CTEs; a debit’s update must hit its row', () => {
    const [st, more] = compile([
      { update: 'lots', key: { user_id: 'u1', lot_id: 'l1' }, add: { remaining: -3 } },
      { update: 'balances', key: { user_id: 'u1' }, set: { updated_at: at }, add: { coin: -3 } },
      { insert: 'plans', row: { user_id: 'u1', status: 'active', start_date: at, end_date: at } },
    ]);
    expect(more).toBeUndefined();
    expect(st!.ctes).toEqual([
      'c0 AS (UPDATE rm.lots__g1 SET remaining = remaining + $3::integer WHERE user_id = $1::text AND lot_id = $2::text AND (SELECT ok FROM f) RETURNING 1)',
      'c1 AS (UPDATE rm.balances__g1 SET updated_at = $4::timestamptz, coin = coin + $5::integer WHERE user_id = $1::text AND (SELECT ok FROM f) RETURNING 1)',
      'c2 AS (INSERT INTO rm.plans__g1 AS t (user_id, status, start_date, end_date) SELECT $1::text, $6::text, $7::timestamptz, $8::timestamptz WHERE (SELECT ok FROM f))',
    ]);
    // The reader's id, a key value of every row, is one parameter.
    expect(st!.params).toEqual(['u1', 'l1', -3, at, -3, 'active', at, at]);
    expect(st!.verify).toBe('(SELECT count(*) FROM c0) = 1 AND (SELECT count(*) FROM c1) = 1');
    expect(st!.failure()).toBe('test: no row to update in lots {"user_id":"u1","lot_id":"l1"}; balances {"user_id":"u1"}');
  });

  it('writes a credit as an upsert adding to the old row, and leaves the guard out when there is none', () => {
    const [st] = compile([{ upsert: 'balances', key: { user_id: 'u1' }, set: { updated_at: at }, add: { coin: 5 } }], {
      ...opts,
      guard: 'true',
    });
    expect(st!.ctes).toEqual([
      'c0 AS (INSERT INTO rm.balances__g1 AS t (user_id, coin, updated_at) SELECT $1::text, $2::integer, $3::timestamptz ON CONFLICT (user_id) DO UPDATE SET updated_at = excluded.updated_at, coin = t.coin + excluded.coin)',
    ]);
    expect(st!.params).toEqual(['u1', 5, at]);
    expect(st!.verify).toBeUndefined();
  });

  it('merges changes to the same row into one write', () => {
    const [st, more] = compile([
      { update: 'lots', key: { user_id: 'u1', lot_id: 'l1' }, add: { remaining: -3 } },
      { update: 'lots', key: { user_id: 'u1', lot_id: 'l1' }, add: { remaining: -2 }, set: { expired: true } },
      { upsert: 'balances', key: { user_id: 'u1' }, set: { updated_at: at }, add: { coin: 5 } },
      { update: 'balances', key: { user_id: 'u1' }, set: { updated_at: at }, add: { coin: -1 } },
    ]);
    expect(more).toBeUndefined();
    expect(st!.ctes).toHaveLength(2);
    expect(st!.ctes[0]).toContain('SET expired = $3::boolean, remaining = remaining + $4::integer');
    expect(st!.params.slice(2, 4)).toEqual([true, -5]);
    // Credited then debited: one upsert of the net credit.
    expect(st!.ctes[1]).toContain('INSERT INTO rm.balances__g1');
    expect(st!.params).toContain(4);
  });

  it('opens a statement of its own for a change no single statement merges (a net debit after a credit)', () => {
    const sts = compile([
      { upsert: 'balances', key: { user_id: 'u1' }, set: { updated_at: at }, add: { coin: 1 } },
      { update: 'balances', key: { user_id: 'u1' }, set: { updated_at: at }, add: { coin: -3 } },
      { upsert: 'balances', key: { user_id: 'u2' }, set: { updated_at: at }, add: { coin: 1 } },
    ]);
    expect(sts).toHaveLength(2);
    expect(sts[0]!.ctes).toHaveLength(1); // both credits, as one multi-row upsert
    expect(sts[0]!.ctes[0]).toContain('SELECT * FROM unnest($1::text[], $2::integer[], $3::timestamptz[])');
    expect(sts[0]!.params).toEqual([
      ['u1', 'u2'],
      [1, 1],
      [at, at],
    ]);
    expect(sts[1]!.ctes[0]).toMatch(/^c0 AS \(UPDATE rm\.balances__g1 SET .* RETURNING 1\)$/);
  });

  it('deletes and re-inserts a row as a replacement of every column, and a row inserted then deleted as a delete', () => {
    const row = { user_id: 'u1', status: 'active', start_date: at, end_date: at };
    const [replaced, more] = compile([
      { delete: 'plans', key: { user_id: 'u1' } },
      { insert: 'plans', row },
    ]);
    expect(more).toBeUndefined();
    expect(replaced!.ctes).toEqual([
      'c0 AS (INSERT INTO rm.plans__g1 AS t (user_id, status, start_date, end_date) SELECT $1::text, $2::text, $3::timestamptz, $4::timestamptz WHERE (SELECT ok FROM f) ON CONFLICT (user_id) DO UPDATE SET status = excluded.status, start_date = excluded.start_date, end_date = excluded.end_date)',
    ]);
    const [deleted] = compile([
      { upsert: 'plans', key: { user_id: 'u1' }, set: { status: 'active', start_date: at, end_date: at } },
      { delete: 'plans', key: { user_id: 'u1' } },
    ]);
    expect(deleted!.ctes).toEqual(['c0 AS (DELETE FROM rm.plans__g1 WHERE user_id = $1::text AND (SELECT ok FROM f))']);
  });

  it(`updates up to ${BY_KEY} rows by key, more joined to a list under the key prefix they share`, () => {
    const moves = (n: number) =>
      Array.from({ length: n }, (_, i): RowChange => ({ update: 'lots', key: { user_id: 'u1', lot_id: `l${i}` }, add: { remaining: -1 } }));
    expect(compile(moves(BY_KEY))[0]!.ctes).toHaveLength(BY_KEY);
    const [st] = compile(moves(BY_KEY + 1));
    expect(st!.ctes).toEqual([
      'c0 AS (UPDATE rm.lots__g1 t SET remaining = t.remaining + m.remaining FROM unnest($1::text[], $2::integer[]) AS m(lot_id, remaining) WHERE t.user_id = $3::text AND t.lot_id = m.lot_id AND (SELECT ok FROM f) RETURNING 1)',
    ]);
    expect(st!.verify).toBe(`(SELECT count(*) FROM c0) = ${BY_KEY + 1}`);
    const deletes = Array.from({ length: BY_KEY + 1 }, (_, i): RowChange => ({ delete: 'lots', key: { user_id: `u${i}`, lot_id: 'l' } }));
    expect(compile(deletes)[0]!.ctes[0]).toBe(
      'c0 AS (DELETE FROM rm.lots__g1 t USING unnest($1::text[]) AS m(user_id) WHERE t.lot_id = $2::text AND t.user_id = m.user_id AND (SELECT ok FROM f))',
    );
  });

  it('keeps columns of an existing row that matches a rule, and skips a missing row when told to', () => {
    const [st] = compile([
      {
        upsert: 'plans',
        key: { user_id: 'u1' },
        set: { status: 'active', start_date: at, end_date: at },
        keep: [{ when: { end_date: at, status: ['active', 'paused'] }, columns: ['status', 'start_date'] }],
      },
      { update: 'lots', key: { user_id: 'u1', lot_id: 'l1' }, set: { expired: true }, missing: 'skip' },
    ]);
    expect(st!.ctes[0]).toContain(
      'DO UPDATE SET status = CASE WHEN (t.end_date = $5::timestamptz AND t.status = ANY($6::text[])) THEN t.status ELSE excluded.status END, start_date = CASE WHEN (t.end_date = $5::timestamptz AND t.status = ANY($6::text[])) THEN t.start_date ELSE excluded.start_date END, end_date = excluded.end_date',
    );
    expect(st!.params.slice(4, 6)).toEqual([at, ['active', 'paused']]);
    expect(st!.ctes[1]).not.toContain('RETURNING');
    expect(st!.verify).toBeUndefined();
  });

  it('refuses changes that name no column or key of the table, a debit as an upsert, and a generated column', () => {
    expect(() => compile([{ insert: 'nope', row: {} }])).toThrow(/not a table of this projection/);
    expect(() => compile([{ insert: 'lots', row: { user_id: 'u1', remaining: 1 } }])).toThrow(/key column lot_id has no value/);
    expect(() => compile([{ update: 'lots', key: { user_id: 'u1' }, add: { remaining: 1 } }])).toThrow(/key column lot_id/);
    expect(() => compile([{ upsert: 'balances', key: { user_id: 'u1' }, add: { coin: -1 } }])).toThrow(/a debit is an update/);
    expect(() => compile([{ update: 'lots', key: { user_id: 'u1', lot_id: 'l' }, set: { open: true } }])).toThrow(
      /open, not a writable column/,
    );
  });
});
