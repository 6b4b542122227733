// No command or query carries a database connection over the bus (issue 29): a message is data
// (what was asked, by whom, when). A use case that must join a caller's transaction is a port
// called directly (e.g. payments' fulfil(order, tx)), never a message handed to a bus. Checked on
// the sources' syntax trees: every class that extends Command or Query, or is decorated as one.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from '@jest/globals';
import ts from 'typescript';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MODULES = path.join(ROOT, 'services/server/src/modules');

/** Types that are a connection or a transaction. */
const CONNECTION = /\b(PoolClient|Pool|Client|Queryable|QueryRunner|EntityManager|DataSource)\b/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return e.name.endsWith('.ts') && !e.name.includes('.spec.') ? [p] : [];
  });
}

const isMessageClass = (c: ts.ClassDeclaration) =>
  (c.heritageClauses ?? []).some((h) => h.types.some((t) => /^(Command|Query)$/.test(t.expression.getText())));

/** `Class.member: Type` for every field or constructor property of a message class typed as a connection. */
function connectionsIn(fileName: string, text: string, seen: string[] = []): string[] {
  const sf = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (n: ts.Node) => {
    if (ts.isClassDeclaration(n) && n.name && isMessageClass(n)) {
      seen.push(n.name.text);
      const typed = [
        ...n.members.filter(ts.isPropertyDeclaration),
        ...n.members.filter(ts.isConstructorDeclaration).flatMap((c) => [...c.parameters]),
      ];
      for (const m of typed)
        if (m.type && CONNECTION.test(m.type.getText())) found.push(`${n.name.text}.${m.name.getText()}: ${m.type.getText()}`);
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return found;
}

describe('messages carry no connection', () => {
  test('no command or query names a connection or transaction among its fields', () => {
    const found = sourceFiles(MODULES).flatMap((f) =>
      connectionsIn(f, readFileSync(f, 'utf8')).map((x) => `${path.relative(ROOT, f)}: ${x}`),
    );
    expect(found).toEqual([]);
  });

  test('finds a planted one', () => {
    const planted = `
      import { Command } from '@nestjs/cqrs';
      import type pg from 'pg';
      export class SettleCommand extends Command<void> { constructor(readonly orderId: string, readonly tx: pg.PoolClient) { super(); } }
      export class LookQuery extends Query<number> { readonly db!: Queryable; }
      export class Fine extends Command<void> { constructor(readonly at: string) { super(); } }`;
    expect(connectionsIn('planted.ts', planted)).toEqual(['SettleCommand.tx: pg.PoolClient', 'LookQuery.db: Queryable']);
  });
});
