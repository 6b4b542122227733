import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { documentExport, inlineDocuments } from './graphql-documents.js';

describe('graphql(`…`) calls inlined as their generated documents', () => {
  it('names the export codegen writes for an operation or a fragment', () => {
    expect(documentExport('query Home { home { id } }')).toBe('HomeDocument');
    expect(documentExport('\n  mutation UnlockAll($c: ID!) { unlockAll(comicId: $c) { id } }')).toBe('UnlockAllDocument');
    expect(documentExport('subscription BalanceChanges { balanceChanges { coin } }')).toBe('BalanceChangesDocument');
    expect(documentExport('fragment ComicCard on Comic { id }')).toBe('ComicCardFragmentDoc');
    expect(documentExport('{ anonymous }')).toBeNull();
  });

  it('replaces each call, a trailing comma or not, without reaching into the next one', () => {
    const source = [
      "import { graphql } from '../gql/index.js';",
      'export const A = graphql(',
      '  `query A { a }`,',
      ');',
      'export const B = graphql(`',
      '  mutation B { b }',
      '`);',
      'const C = graphql(`fragment C on Comic { id }`);',
    ].join('\n');
    const out = inlineDocuments(source, '/gql/graphql.ts')!;
    expect(out).toContain('export const A = __gql_ADocument;');
    expect(out).toContain('export const B = __gql_BDocument;');
    expect(out).toContain('const C = __gql_CFragmentDoc;');
    expect(out.split('\n').slice(0, 3).sort()).toEqual([
      'import { ADocument as __gql_ADocument } from "/gql/graphql.ts";',
      'import { BDocument as __gql_BDocument } from "/gql/graphql.ts";',
      'import { CFragmentDoc as __gql_CFragmentDoc } from "/gql/graphql.ts";',
    ]);
    expect(out).not.toContain('graphql(`');
  });

  it('leaves a file without calls alone', () => {
    expect(inlineDocuments('export const x = 1;', '/gql/graphql.ts')).toBeNull();
  });

  it('finds every call of the app as an export of the generated module', () => {
    const generated = readFileSync(path.join(import.meta.dirname, '../src/gql/graphql.ts'), 'utf8');
    const exported = new Set([...generated.matchAll(/^export const (\w+) = new TypedDocumentString/gm)].map((m) => m[1]));
    const gql = readFileSync(path.join(import.meta.dirname, '../src/gql/gql.ts'), 'utf8');
    const sources = [...gql.matchAll(/^ {4}("(?:[^"\\]|\\.)*"): typeof types\.(\w+),$/gm)];
    expect(sources.length).toBeGreaterThan(50);
    for (const [, text, name] of sources) {
      expect({ name, inlined: documentExport(JSON.parse(text!) as string) }).toEqual({ name, inlined: name });
      expect(exported.has(name!)).toBe(true);
    }
  });
});
