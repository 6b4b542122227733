// What the client preset of GraphQL Code Generator leaves to a build step: each `graphql(`…`)` call
// becomes the typed document codegen wrote for it (src/gql/graphql.ts), imported by name, and
// those documents are marked pure. Without it every operation of the app reaches the entry chunk
// through src/gql/gql.ts's map of all of them (its source text twice over); with it a chunk holds
// the documents its own code runs.
import path from 'node:path';
import type { Plugin } from 'vite';

const CALL = /\bgraphql\(\s*`([^`]*)`\s*,?\s*\)/g;
const DEFINITION = /\b(query|mutation|subscription|fragment)\s+(\w+)/;

/** The export codegen gives a definition: `<Name>Document` for an operation, `<Name>FragmentDoc` for a fragment. */
export const documentExport = (text: string): string | null => {
  const d = DEFINITION.exec(text);
  return d ? `${d[2]}${d[1] === 'fragment' ? 'FragmentDoc' : 'Document'}` : null;
};

/** `source` with its graphql(`…`) calls replaced by imports from `documentsModule`; null when it has none. */
export function inlineDocuments(source: string, documentsModule: string): string | null {
  if (!source.includes('graphql(')) return null;
  const used = new Set<string>();
  const code = source.replace(CALL, (call, text: string) => {
    const name = documentExport(text);
    if (!name) return call;
    used.add(name);
    return `__gql_${name}`;
  });
  if (!used.size) return null;
  const imports = [...used].map((n) => `import { ${n} as __gql_${n} } from ${JSON.stringify(documentsModule)};`).join('\n');
  return `${imports}\n${code}`;
}

export function graphqlDocuments(root: string): Plugin {
  const gqlDir = path.join(root, 'src', 'gql') + path.sep;
  const documentsModule = path.join(gqlDir, 'graphql.ts');
  return {
    name: 'koma-graphql-documents',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\.tsx?$/.test(file) || !file.startsWith(path.join(root, 'src') + path.sep)) return null;
      if (file === documentsModule)
        return { code: code.replaceAll('= new TypedDocumentString(', '= /* @__PURE__ */ new TypedDocumentString('), map: null };
      if (file.startsWith(gqlDir)) return null;
      const inlined = inlineDocuments(code, documentsModule);
      return inlined === null ? null : { code: inlined, map: null };
    },
  };
}
