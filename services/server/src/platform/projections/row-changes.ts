import type { FeedEvent } from '../event-store/event-store.types.js';
import type { EventField } from '../event-store/event-store.types.js';
import type { TableDdl } from './projection.types.js';

/** A value a row change writes: what the driver sends as a parameter of the column's type. */
export type Value = string | number | boolean | Date | null;
export type Row = Readonly<Record<string, Value>>;
/** Deltas added to numeric columns. */
export type Adds = Readonly<Record<string, number>>;

/**
 * On an existing row that matches `when` (each column equal to the value, or to one of the
 * values; null: the column is null), `columns` keep what they hold instead of taking the
 * change's `set`.
 */
export interface KeepRule {
  when: Readonly<Record<string, Value | readonly Value[]>>;
  columns: readonly string[];
}

/**
 * What an inline projection writes for one event, row by row; `table` is a logical table name of
 * the projection. The platform turns a batch of them into statements or into CTEs of the append
 * statement (row-change-sql.ts).
 *
 * - `insert`: a new row (`row` names every column it sets; the key among them). An existing key
 *   fails the append (`onConflict: 'fail'`, the default) or is left as it is (`'nothing'`).
 * - `upsert`: the row with this key gets `set` and `add`; a new one is `key`, `init`, `set` and
 *   `add` (added columns start from 0). `init`: columns a new row gets and an existing one keeps.
 *   Its deltas are credits (≥ 0): a CHECK constraint judges the row an upsert proposes before it
 *   finds the existing one, so a debit is an `update`.
 * - `update`: the existing row gets `set` and `add` (and `keep`, as an upsert's). With no such row the append fails
 *   (`missing: 'fail'`, the default) or nothing is written (`'skip'`).
 * - `delete`: the row with this key, if any.
 *
 * A key names every column of its table's primary key.
 */
export type RowChange =
  | { insert: string; row: Row; onConflict?: 'fail' | 'nothing' }
  | { upsert: string; key: Row; set?: Row; add?: Adds; init?: Row; keep?: readonly KeepRule[] }
  | { update: string; key: Row; set?: Row; add?: Adds; keep?: readonly KeepRule[]; missing?: 'fail' | 'skip' }
  | { delete: string; key: Row };

/** The event a projection's `changes` gets: its `reads` fields; no positions (an event being appended has none yet). */
export type ChangeEvent<R extends EventField = EventField> = Omit<
  FeedEvent<Exclude<R, 'streamPosition'>>,
  'globalPosition' | 'transactionId'
>;

/**
 * A table declared by its columns: the DDL is generated from them, and row changes know each
 * column's type (a parameter carried by the append statement is cast to it: nothing else there
 * gives it one) and the key they are merged by.
 */
export interface RowTable extends TableDdl {
  readonly key: readonly string[];
  /** Column → PostgreSQL type, for the columns a row change may write (not generated ones). */
  readonly types: Readonly<Record<string, string>>;
}

export interface TableSpec {
  /**
   * Column → its definition, starting with its type (one word, e.g. `text`, `integer`,
   * `timestamptz`, `numeric(12,2)`), e.g. `integer NOT NULL DEFAULT 0 CHECK (coin >= 0)`.
   * A `GENERATED ALWAYS AS (…) STORED` column is written by PostgreSQL only.
   */
  columns: Readonly<Record<string, string>>;
  /** The primary key. */
  key: readonly string[];
  /** Table CHECK constraints (their expressions). */
  checks?: readonly string[];
  /** Indexes, as what follows `CREATE INDEX ON <table>`, e.g. `(user_id, read_at DESC)`. */
  indexes?: readonly string[];
}

const TYPE = /^([a-z][a-z0-9_]*(?:\(\d+(?:,\s*\d+)?\))?(?:\[\])?)(?:\s|$)/i;

/** Declares a projection table by its columns (see RowTable). */
export function table(spec: TableSpec): RowTable {
  const types: Record<string, string> = {};
  for (const [column, def] of Object.entries(spec.columns)) {
    const type = TYPE.exec(def)?.[1];
    if (!/^[a-z_][a-z0-9_]*$/.test(column)) throw new Error(`column ${column}: not a plain lower-case name`);
    if (!type) throw new Error(`column ${column}: its definition must start with its type, not ${JSON.stringify(def)}`);
    if (!/\bGENERATED\s+ALWAYS\b/i.test(def)) types[column] = type;
  }
  for (const k of spec.key) if (!(k in types)) throw new Error(`key column ${k} is not a writable column`);
  const ddl = (t: string) => [
    `CREATE TABLE ${t} (\n${[
      ...Object.entries(spec.columns).map(([c, def]) => `  ${c} ${def}`),
      `  PRIMARY KEY (${spec.key.join(', ')})`,
      ...(spec.checks ?? []).map((c) => `  CHECK (${c})`),
    ].join(',\n')})`,
    ...(spec.indexes ?? []).map((i) => `CREATE INDEX ON ${t} ${i}`),
  ];
  return Object.assign(ddl, { key: spec.key, types });
}

export function isRowTable(ddl: TableDdl | undefined): ddl is RowTable {
  return !!ddl && 'key' in ddl && 'types' in ddl;
}
