// Reads never write (architecture, issue 27): no query handler and no GraphQL query or field
// resolver sends a command, appends an event or reaches the write side of the event store. A
// question about an episode, a list or a page render moves nothing; what moves is a command the
// reader asked for. Checked on the sources' syntax trees, so a new read that writes fails here.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from '@jest/globals';
import ts from 'typescript';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER = path.join(ROOT, 'services/server/src');
const MODULES = path.join(SERVER, 'modules');

/** What a read may not name: the command bus or the write path (the event store and the executor also read: their writing calls are caught below). */
const WRITE_SIDE = new Set(['CommandBus', 'WritePath']);
const isCommand = (name: string) => /Command$/.test(name);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return e.name.endsWith('.ts') && !e.name.includes('.spec.') ? [p] : [];
  });
}

const decoratorNames = (node: ts.Node): string[] =>
  (ts.canHaveDecorators(node) ? (ts.getDecorators(node) ?? []) : [])
    .map((d) => (ts.isCallExpression(d.expression) ? d.expression.expression : d.expression))
    .map((e) => (ts.isIdentifier(e) ? e.text : e.getText()));

/** Every write-side name or command construction under `node`. */
function writesIn(node: ts.Node): string[] {
  const found: string[] = [];
  const visit = (n: ts.Node) => {
    if (ts.isIdentifier(n) && WRITE_SIDE.has(n.text)) found.push(n.text);
    if (ts.isNewExpression(n) && ts.isIdentifier(n.expression) && isCommand(n.expression.text)) found.push(`new ${n.expression.text}`);
    if (ts.isPropertyAccessExpression(n) && n.name.text === 'append') found.push('.append');
    // CommandExecutor.execute decides and appends (its load only reads).
    if (ts.isPropertyAccessExpression(n) && n.name.text === 'execute' && /executor/i.test(n.expression.getText()))
      found.push('executor.execute');
    // EventStreams.run and runForEvents decide and append (its load only reads).
    if (ts.isPropertyAccessExpression(n) && /^run(ForEvents)?$/.test(n.name.text) && /streams/i.test(n.expression.getText()))
      found.push(`streams.${n.name.text}`);
    ts.forEachChild(n, visit);
  };
  visit(node);
  return [...new Set(found)];
}

interface ClassInfo {
  fields: Map<string, string>;
  methods: Map<string, ts.Block>;
}
type ClassIndex = Map<string, ClassInfo[]>;

/** Every class of the sources with its injected or typed fields and its methods, by class name. */
export function indexClasses(files: Array<{ name: string; text: string }>): ClassIndex {
  const index: ClassIndex = new Map();
  for (const f of files) {
    const sf = ts.createSourceFile(f.name, f.text, ts.ScriptTarget.ES2022, true);
    const visit = (node: ts.Node) => {
      if (ts.isClassDeclaration(node) && node.name) {
        const info: ClassInfo = { fields: new Map(), methods: new Map() };
        for (const m of node.members) {
          if (ts.isConstructorDeclaration(m)) {
            for (const p of m.parameters) {
              if (ts.isIdentifier(p.name) && p.type && ts.isTypeReferenceNode(p.type))
                info.fields.set(p.name.text, p.type.typeName.getText(sf));
            }
          } else if (ts.isPropertyDeclaration(m) && ts.isIdentifier(m.name) && m.type && ts.isTypeReferenceNode(m.type)) {
            info.fields.set(m.name.text, m.type.typeName.getText(sf));
          } else if (ts.isMethodDeclaration(m) && m.body && ts.isIdentifier(m.name)) {
            info.methods.set(m.name.text, m.body);
          }
        }
        index.set(node.name.text, [...(index.get(node.name.text) ?? []), info]);
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return index;
}

/** The methods a body calls on `this` or on a field of `this`: [class name, method name]. */
function callsIn(body: ts.Node, own: string, info: ClassInfo): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const visit = (n: ts.Node) => {
    if (ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression)) {
      const target = n.expression.expression;
      const method = n.expression.name.text;
      if (target.kind === ts.SyntaxKind.ThisKeyword) out.push([own, method]);
      else if (ts.isPropertyAccessExpression(target) && target.expression.kind === ts.SyntaxKind.ThisKeyword) {
        const type = info.fields.get(target.name.text);
        if (type) out.push([type, method]);
      }
    }
    ts.forEachChild(n, visit);
  };
  visit(body);
  return out;
}

/**
 * The reads of one file that write, directly or through the methods they call on their own class
 * and on what is injected into it (followed across the sources in `index`): `Class` for a query
 * handler, `Class.method` for a query or field resolver, each with the path to the write.
 */
export function readsThatWrite(fileName: string, text: string, index: ClassIndex = indexClasses([{ name: fileName, text }])): string[] {
  const sf = ts.createSourceFile(fileName, text, ts.ScriptTarget.ES2022, true);
  const out: string[] = [];
  /** The first write reachable from `body` (in class `cls`), with the calls that lead to it. */
  const reach = (cls: string, info: ClassInfo, body: ts.Node, seen: Set<string>): string | undefined => {
    const direct = writesIn(body)[0];
    if (direct) return direct;
    for (const [type, method] of callsIn(body, cls, info)) {
      const key = `${type}.${method}`;
      if (seen.has(key)) continue;
      seen.add(key);
      for (const target of index.get(type) ?? []) {
        const next = target.methods.get(method);
        if (!next) continue;
        const found = reach(type, target, next, seen);
        if (found) return `${key} → ${found}`;
      }
    }
    return undefined;
  };
  const visit = (node: ts.Node) => {
    if (ts.isClassDeclaration(node) && node.name) {
      const cls = node.name.text;
      const info = (index.get(cls) ?? [])[0] ?? indexClasses([{ name: fileName, text }]).get(cls)![0]!;
      if (decoratorNames(node).includes('QueryHandler')) {
        for (const w of writesIn(node)) out.push(`${cls} (a query handler) uses ${w}`);
        for (const [name, body] of info.methods) {
          const found = writesIn(body).length ? undefined : reach(cls, info, body, new Set([`${cls}.${name}`]));
          if (found) out.push(`${cls} (a query handler) reaches ${found}`);
        }
      }
      for (const m of node.members) {
        if (!ts.isMethodDeclaration(m) || !m.body) continue;
        const kinds = decoratorNames(m).filter((d) => d === 'Query' || d === 'ResolveField');
        if (!kinds.length) continue;
        const found = reach(cls, info, m.body, new Set([`${cls}.${m.name.getText(sf)}`]));
        if (found) out.push(`${cls}.${m.name.getText(sf)} (@${kinds[0]}) uses ${found}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

describe('reads never write', () => {
  test('no query handler, query resolver or field resolver sends a command or appends, directly or through what it calls', () => {
    const files = sourceFiles(SERVER).map((name) => ({ name, text: readFileSync(name, 'utf8') }));
    const index = indexClasses(files);
    const found = files
      .filter((f) => f.name.startsWith(MODULES))
      .flatMap((f) => readsThatWrite(f.name, f.text, index).map((w) => `${path.relative(ROOT, f.name)}: ${w}`));
    expect(found).toEqual([]);
  });

  test('the check finds a read that writes, in each of its shapes', () => {
    const planted = `
      @QueryHandler(GetThingQuery)
      export class GetThingHandler { constructor(private readonly commands: CommandBus) {} async execute() { await this.commands.execute(new UseRentalPassCommand('u', 'e')); } }
      @Resolver()
      export class ThingResolver {
        constructor(private readonly store: Store) {}
        @Query(() => Thing) thing() { return this.store.append({}); }
        @Query(() => Thing) other() { return this.executor.execute(decider, 'id', { type: 'X' }); }
        @Query(() => Thing) loaded() { return this.executor.load(decider, 'id'); }
        @Query(() => Thing) spent() { return this.streams.run(walletStream, 'u', { type: 'X' }); }
        @Query(() => Thing) state() { return this.streams.load(walletStream, 'u'); }
        @ResolveField(() => [Page]) pages() { return this.bus.execute(new OpenEpisodeCommand('u', 'e')); }
        @Mutation(() => Thing) change() { return this.bus.execute(new ChangeThingCommand()); }
      }`;
    expect(readsThatWrite('planted.ts', planted)).toEqual([
      'GetThingHandler (a query handler) uses CommandBus',
      'GetThingHandler (a query handler) uses new UseRentalPassCommand',
      'ThingResolver.thing (@Query) uses .append',
      'ThingResolver.other (@Query) uses executor.execute',
      'ThingResolver.spent (@Query) uses streams.run',
      'ThingResolver.pages (@ResolveField) uses new OpenEpisodeCommand',
    ]);
  });

  test('the check follows a read into the services it calls (the rental pass that a question spent)', () => {
    const access = `
      export class EpisodeAccess {
        constructor(private readonly commands: Bus) {}
        async check(u: string) { return this.record(u); }
        private async record(u: string) { await this.commands.execute(new UseRentalPassCommand(u)); }
      }`;
    const handler = `
      @QueryHandler(GetEpisodeQuery)
      export class GetEpisodeHandler {
        constructor(private readonly access: EpisodeAccess, private readonly reading: ReadingService) {}
        async execute(q: GetEpisodeQuery) { await this.reading.count(q.u); return this.access.check(q.u); }
      }`;
    const reading = `export class ReadingService { constructor(private readonly pool: Pool) {} async count(u: string) { return this.pool.query('SELECT 1'); } }`;
    const index = indexClasses([
      { name: 'access.ts', text: access },
      { name: 'handler.ts', text: handler },
      { name: 'reading.ts', text: reading },
    ]);
    expect(readsThatWrite('handler.ts', handler, index)).toEqual([
      'GetEpisodeHandler (a query handler) reaches EpisodeAccess.check → EpisodeAccess.record → new UseRentalPassCommand',
    ]);
  });
});
