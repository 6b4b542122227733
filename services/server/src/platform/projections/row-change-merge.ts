import { isRowTable, type KeepRule, type RowChange, type RowTable, type Value } from './row-changes.js';
import type { TableDdl } from './projection.types.js';

type Cells = Record<string, Value>;
/** What an existing row gets. */
export interface Patch {
  set: Cells;
  add: Record<string, number>;
  keep: readonly KeepRule[];
}
/**
 * Every change to one row, normalised: what happens when the row is absent (the append fails,
 * nothing happens, or this row is inserted) and when it is present (fail, keep it, delete it,
 * patch it). Changes to the same row compose into one Op, so a statement writes each row once.
 */
export interface Op {
  table: string;
  spec: RowTable;
  /** Table and key values: the identity changes are merged by. */
  id: string;
  key: Cells;
  absent: 'fail' | 'skip' | Cells;
  present: 'fail' | 'keep' | 'delete' | Patch;
}
/** The statement an Op becomes (see row-change-sql.ts); `none` writes nothing. */
export type Form = 'insert' | 'insertNothing' | 'upsert' | 'update' | 'delete' | 'none';

const isCells = (x: unknown): x is Cells => typeof x === 'object' && x !== null;

function specOf(tables: Readonly<Record<string, TableDdl>>, name: string): RowTable {
  const t = tables[name];
  if (!isRowTable(t)) throw new Error(`row change on ${name}: not a table of this projection declared with table()`);
  return t;
}

function columns(spec: RowTable, table: string, cells: object | undefined, what: string): void {
  for (const c of Object.keys(cells ?? {}))
    if (!(c in spec.types)) throw new Error(`row change on ${table}: ${what} names ${c}, not a writable column`);
}

function keyOf(spec: RowTable, table: string, cells: Cells, exact: boolean): Cells {
  const key: Cells = {};
  for (const k of spec.key) {
    const v = cells[k];
    if (v === undefined || v === null) throw new Error(`row change on ${table}: key column ${k} has no value`);
    key[k] = v;
  }
  if (exact && Object.keys(cells).length !== spec.key.length)
    throw new Error(`row change on ${table}: a key names its primary key's columns only (${spec.key.join(', ')})`);
  return key;
}

function idOf(table: string, key: Cells): string {
  let id = table;
  for (const k in key) {
    const v = key[k];
    id += `\u0000${v instanceof Date ? v.toISOString() : String(v)}`;
  }
  return id;
}

function patchOf(spec: RowTable, table: string, set: Cells, add: Record<string, number>, keep: readonly KeepRule[]): Patch {
  columns(spec, table, set, 'set');
  columns(spec, table, add, 'add');
  for (const c of [...Object.keys(set), ...Object.keys(add)])
    if (spec.key.includes(c)) throw new Error(`row change on ${table}: ${c} is a key column`);
  for (const c of Object.keys(add)) {
    if (c in set) throw new Error(`row change on ${table}: ${c} is both set and added`);
    if (!Number.isFinite(add[c])) throw new Error(`row change on ${table}: add ${c} is not a number`);
  }
  for (const r of keep) {
    columns(spec, table, r.when, 'keep.when');
    for (const c of r.columns) if (!(c in set)) throw new Error(`row change on ${table}: keep names ${c}, which the change does not set`);
  }
  return { set, add, keep };
}

/** One change as an Op (and its checks: tables, columns, keys). */
export function opOf(c: RowChange, tables: Readonly<Record<string, TableDdl>>): Op {
  if ('insert' in c) {
    const spec = specOf(tables, c.insert);
    columns(spec, c.insert, c.row, 'row');
    const key = keyOf(spec, c.insert, c.row, false);
    return {
      table: c.insert,
      spec,
      id: idOf(c.insert, key),
      key,
      absent: { ...c.row },
      present: c.onConflict === 'nothing' ? 'keep' : 'fail',
    };
  }
  if ('upsert' in c) {
    const spec = specOf(tables, c.upsert);
    const key = keyOf(spec, c.upsert, c.key, true);
    columns(spec, c.upsert, c.init, 'init');
    const patch = patchOf(spec, c.upsert, { ...c.set }, { ...c.add }, c.keep ?? []);
    for (const [col, d] of Object.entries(patch.add))
      if (d < 0) throw new Error(`row change on ${c.upsert}: an upsert adds credits only (${col} ${d}); a debit is an update`);
    return {
      table: c.upsert,
      spec,
      id: idOf(c.upsert, key),
      key,
      absent: { ...c.init, ...patch.set, ...patch.add, ...key },
      present: patch,
    };
  }
  if ('update' in c) {
    const spec = specOf(tables, c.update);
    const key = keyOf(spec, c.update, c.key, true);
    const patch = patchOf(spec, c.update, { ...c.set }, { ...c.add }, c.keep ?? []);
    if (!Object.keys(patch.set).length && !Object.keys(patch.add).length)
      throw new Error(`row change on ${c.update}: an update that changes nothing`);
    return { table: c.update, spec, id: idOf(c.update, key), key, absent: c.missing === 'skip' ? 'skip' : 'fail', present: patch };
  }
  const spec = specOf(tables, c.delete);
  const key = keyOf(spec, c.delete, c.key, true);
  return { table: c.delete, spec, id: idOf(c.delete, key), key, absent: 'skip', present: 'delete' };
}

const same = (a: Value | undefined, b: Value | undefined) =>
  a === b || (a instanceof Date && b instanceof Date && a.getTime() === b.getTime());

/** The statement form of an Op, or undefined when no single statement does what it says. */
export function formOf(op: Op): Form | undefined {
  const { absent, present } = op;
  if (isCells(absent)) {
    if (present === 'fail') return 'insert';
    if (present === 'keep') return 'insertNothing';
    if (present === 'delete') return undefined;
    // INSERT … ON CONFLICT DO UPDATE: the patch reads its values from the proposed row (excluded),
    // which a CHECK constraint judges before the conflict: no debit.
    for (const c of Object.keys(present.set)) if (!same(absent[c], present.set[c])) return undefined;
    for (const [c, d] of Object.entries(present.add)) if (absent[c] !== d || d < 0) return undefined;
    return 'upsert';
  }
  if (isCells(present)) return 'update';
  if (absent === 'skip' && present === 'delete') return 'delete';
  if (absent === 'skip' && present === 'keep') return 'none';
  return undefined;
}

function patched(row: Cells, p: Patch): Cells | undefined {
  if (p.keep.length) return undefined; // its rules read the old row: not folded into a new one here
  const next = { ...row, ...p.set };
  for (const [c, d] of Object.entries(p.add)) {
    const v = row[c] ?? 0;
    if (typeof v !== 'number') return undefined;
    next[c] = v + d;
  }
  return next;
}

function mergedPatch(a: Patch, b: Patch): Patch | undefined {
  if (a.keep.length || b.keep.length) return undefined;
  const set = { ...a.set };
  const add = { ...a.add };
  for (const [c, v] of Object.entries(b.set)) {
    set[c] = v;
    delete add[c];
  }
  for (const [c, d] of Object.entries(b.add)) {
    if (c in set) {
      const v = set[c];
      if (typeof v !== 'number') return undefined;
      set[c] = v + d;
    } else add[c] = (add[c] ?? 0) + d;
  }
  return { set, add, keep: [] };
}

function whenAbsent(a: Op['absent'], b: Op): Op['absent'] | undefined {
  if (a === 'fail') return 'fail';
  if (a === 'skip') return b.absent;
  if (b.present === 'fail') return 'fail';
  if (b.present === 'keep') return a;
  if (b.present === 'delete') return 'skip';
  return patched(a, b.present);
}

function whenPresent(a: Op['present'], b: Op): Op['present'] | undefined {
  if (a === 'fail') return 'fail';
  if (a === 'keep') return b.present;
  if (a === 'delete') {
    if (!isCells(b.absent)) return b.absent === 'fail' ? 'fail' : 'delete';
    // Deleted, then inserted: the row is replaced, which a patch of every column says.
    const row = b.absent;
    if (Object.keys(b.spec.types).some((c) => !(c in row))) return undefined;
    const set: Cells = {};
    for (const [c, v] of Object.entries(row)) if (!b.spec.key.includes(c)) set[c] = v;
    return { set, add: {}, keep: [] };
  }
  if (b.present === 'fail' || b.present === 'delete') return b.present;
  if (b.present === 'keep') return a;
  return mergedPatch(a, b.present);
}

/** `a` then `b` (the same row) as one Op, or undefined when no single statement would do both. */
export function composed(a: Op, b: Op): Op | undefined {
  const absent = whenAbsent(a.absent, b);
  const present = absent === undefined ? undefined : whenPresent(a.present, b);
  if (absent === undefined || present === undefined) return undefined;
  const op: Op = { ...a, absent, present };
  return formOf(op) ? op : undefined;
}

/**
 * Changes in order, as layers of Ops: each row once per layer, a row's changes in the order of
 * its layers. Changes to different rows commute, so a layer is one statement and the layers run
 * in order; a change that does not compose with the row's last Op opens the next layer for it.
 */
export function layered(changes: readonly RowChange[], tables: Readonly<Record<string, TableDdl>>): Op[][] {
  const layers: Array<Map<string, Op>> = [];
  const last = new Map<string, number>();
  for (const c of changes) {
    const op = opOf(c, tables);
    if (!formOf(op)) throw new Error(`row change on ${op.table}: no statement does what it says`);
    const i = last.get(op.id);
    if (i !== undefined) {
      const merged = composed(layers[i]!.get(op.id)!, op);
      if (merged) {
        layers[i]!.set(op.id, merged);
        continue;
      }
    }
    const j = i === undefined ? 0 : i + 1;
    (layers[j] ??= new Map()).set(op.id, op);
    last.set(op.id, j);
  }
  return layers.map((l) => [...l.values()]);
}
