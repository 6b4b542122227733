import { formOf, layered, type Form, type Op, type Patch } from './row-change-merge.js';
import type { RowChange, Value } from './row-changes.js';
import type { InlineStatement, TableDdl } from './projection.types.js';

/** Up to this many updated or deleted rows of one shape are written one by one, by key (docs/performance.md, "Lots by key"). */
export const BY_KEY = 8;

export interface CompileOptions {
  /** Logical table → physical name of the generation being written. */
  table: (logical: string) => string;
  /** An SQL boolean every CTE ANDs into its WHERE (`true` when the statement runs on its own). */
  guard: string;
  /** Prefix of the CTE names (unique within the statement that carries them). */
  prefix: string;
  /** What a failed `verify` reports. */
  label: string;
}

/**
 * Row changes (in order) as statements of data-modifying CTEs, in order: one, unless the same
 * row is changed in ways that no single statement does (see `layered`). Each CTE is one table's
 * rows of one form and shape; every parameter is cast to its column's type; an update whose row
 * must exist returns its rows, counted by `verify`.
 */
export function compileRowChanges(
  changes: readonly RowChange[],
  tables: Readonly<Record<string, TableDdl>>,
  opts: CompileOptions,
): InlineStatement[] {
  return layered(changes, tables)
    .map((ops) => compileLayer(ops, opts))
    .filter((s): s is InlineStatement => !!s);
}

interface Group {
  form: Form;
  ops: Op[];
}

function groupsOf(ops: Op[]): Group[] {
  const groups = new Map<string, Group>();
  let alone = 0;
  for (const op of ops) {
    const form = formOf(op)!;
    if (form === 'none') continue;
    const patch = typeof op.present === 'object' ? op.present : undefined;
    const shape = patch?.keep.length
      ? `#${alone++}`
      : [
          form,
          op.absent === 'fail' ? 'must' : '',
          typeof op.absent === 'object' ? Object.keys(op.absent).join() : '',
          patch ? Object.keys(patch.set).join() : '',
          patch ? Object.keys(patch.add).join() : '',
        ].join('|');
    const k = `${op.table}\u0000${shape}`;
    const g = groups.get(k) ?? { form, ops: [] };
    g.ops.push(op);
    groups.set(k, g);
  }
  return [...groups.values()];
}

class Params {
  readonly values: unknown[] = [];
  private readonly keys = new Map<string, string>();
  ref(v: unknown, type: string): string {
    this.values.push(v);
    return `$${this.values.length}::${type}`;
  }
  /** A key value: the same one (a reader's id in every table) is one parameter. */
  key(column: string, v: Value, type: string): string {
    if (typeof v !== 'string') return this.ref(v, type);
    const k = `${column}\u0000${type}\u0000${v}`;
    let r = this.keys.get(k);
    if (!r) this.keys.set(k, (r = this.ref(v, type)));
    return r;
  }
}

function compileLayer(ops: Op[], opts: CompileOptions): InlineStatement | undefined {
  const params = new Params();
  const ctes: string[] = [];
  const verify: string[] = [];
  const missing: Op[][] = [];
  const where = opts.guard === 'true' ? '' : ` AND ${opts.guard}`;
  const guardOnly = opts.guard === 'true' ? '' : ` WHERE ${opts.guard}`;
  const cte = (sql: string, mustHit?: Op[]) => {
    const name = `${opts.prefix}${ctes.length}`;
    ctes.push(`${name} AS (${sql}${mustHit ? ' RETURNING 1' : ''})`);
    if (mustHit) {
      verify.push(`(SELECT count(*) FROM ${name}) = ${mustHit.length}`);
      missing.push(mustHit);
    }
  };
  for (const { form, ops: group } of groupsOf(ops)) {
    const first = group[0]!;
    const { spec } = first;
    const T = opts.table(first.table);
    const type = (c: string) => spec.types[c]!;
    group.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)); // one lock order for every writer
    if (form === 'insert' || form === 'insertNothing' || form === 'upsert') {
      const cols = Object.keys(spec.types).filter((c) => c in (first.absent as object));
      const rows = group.map((op) => op.absent as Record<string, Value>);
      const source =
        rows.length === 1
          ? `SELECT ${cols.map((c) => (spec.key.includes(c) ? params.key(c, rows[0]![c]!, type(c)) : params.ref(rows[0]![c], type(c)))).join(', ')}${guardOnly}`
          : `SELECT * FROM unnest(${cols
              .map((c) =>
                params.ref(
                  rows.map((r) => r[c]),
                  `${type(c)}[]`,
                ),
              )
              .join(', ')})${guardOnly}`;
      let conflict = '';
      if (form === 'insertNothing') conflict = ` ON CONFLICT (${spec.key.join(', ')}) DO NOTHING`;
      if (form === 'upsert') {
        const sets = assignments(first.present as Patch, params, type);
        conflict = sets.length
          ? ` ON CONFLICT (${spec.key.join(', ')}) DO UPDATE SET ${sets.join(', ')}`
          : ` ON CONFLICT (${spec.key.join(', ')}) DO NOTHING`;
      }
      cte(`INSERT INTO ${T} AS t (${cols.join(', ')}) ${source}${conflict}`);
      continue;
    }
    const must = first.absent === 'fail';
    if (group.length <= BY_KEY) {
      for (const op of group) {
        const keyed = spec.key.map((k) => `${k} = ${params.key(k, op.key[k]!, type(k))}`).join(' AND ');
        if (form === 'delete') cte(`DELETE FROM ${T} WHERE ${keyed}${where}`);
        else {
          const sets = updates(op.present as Patch, params, type);
          cte(`UPDATE ${T} SET ${sets.join(', ')} WHERE ${keyed}${where}`, must ? [op] : undefined);
        }
      }
      continue;
    }
    // Many rows: one statement joined to a list. Key columns every row shares (the reader) are
    // one parameter, so the plan finds the rows by the key's prefix.
    const shared = spec.key.filter((k) => group.every((op) => op.key[k] === first.key[k]));
    const listed = spec.key.filter((k) => !shared.includes(k));
    const p = first.present as Patch;
    const setCols = form === 'update' ? Object.keys(p.set) : [];
    const addCols = form === 'update' ? Object.keys(p.add) : [];
    const list = [...listed, ...setCols, ...addCols];
    const arrays = list.map((c) =>
      params.ref(
        group.map((op) =>
          listed.includes(c) ? op.key[c] : setCols.includes(c) ? (op.present as Patch).set[c] : (op.present as Patch).add[c],
        ),
        `${type(c)}[]`,
      ),
    );
    const keyed = [...shared.map((k) => `t.${k} = ${params.key(k, first.key[k]!, type(k))}`), ...listed.map((k) => `t.${k} = m.${k}`)].join(
      ' AND ',
    );
    const from = `unnest(${arrays.join(', ')}) AS m(${list.join(', ')})`;
    if (form === 'delete') cte(`DELETE FROM ${T} t USING ${from} WHERE ${keyed}${where}`);
    else {
      const sets = [...setCols.map((c) => `${c} = m.${c}`), ...addCols.map((c) => `${c} = t.${c} + m.${c}`)];
      cte(`UPDATE ${T} t SET ${sets.join(', ')} FROM ${from} WHERE ${keyed}${where}`, must ? group : undefined);
    }
  }
  if (!ctes.length) return undefined;
  return {
    ctes,
    params: params.values,
    verify: verify.length ? verify.join(' AND ') : undefined,
    failure: () =>
      `${opts.label}: no row to update in ${missing.map((ops) => `${ops[0]!.table} ${ops.map((op) => JSON.stringify(op.key)).join(', ')}`).join('; ')}`,
  };
}

/** Column → the rules' matches under which it keeps its old value (`t`: how the old row is named). */
function keptBy(p: Patch, params: Params, type: (c: string) => string, t: string): Map<string, string> {
  const kept = new Map<string, string[]>();
  for (const r of p.keep) {
    const match = Object.entries(r.when)
      .map(([c, v]) =>
        v === null
          ? `${t}${c} IS NULL`
          : Array.isArray(v)
            ? `${t}${c} = ANY(${params.ref(v, `${type(c)}[]`)})`
            : `${t}${c} = ${params.ref(v, type(c))}`,
      )
      .join(' AND ');
    for (const c of r.columns) kept.set(c, [...(kept.get(c) ?? []), `(${match})`]);
  }
  return new Map([...kept].map(([c, m]) => [c, m.join(' OR ')]));
}

/** ON CONFLICT DO UPDATE's assignments: set from the proposed row, add to the old one, keep where a rule matches. */
function assignments(p: Patch, params: Params, type: (c: string) => string): string[] {
  const kept = keptBy(p, params, type, 't.');
  return [
    ...Object.keys(p.set).map((c) =>
      kept.has(c) ? `${c} = CASE WHEN ${kept.get(c)} THEN t.${c} ELSE excluded.${c} END` : `${c} = excluded.${c}`,
    ),
    ...Object.keys(p.add).map((c) => `${c} = t.${c} + excluded.${c}`),
  ];
}

/** An UPDATE's assignments, by key. */
function updates(p: Patch, params: Params, type: (c: string) => string): string[] {
  const kept = keptBy(p, params, type, '');
  return [
    ...Object.entries(p.set).map(([c, v]) => {
      const value = params.ref(v, type(c));
      return kept.has(c) ? `${c} = CASE WHEN ${kept.get(c)} THEN ${c} ELSE ${value} END` : `${c} = ${value}`;
    }),
    ...Object.entries(p.add).map(([c, d]) => `${c} = ${c} + ${params.ref(d, type(c))}`),
  ];
}
