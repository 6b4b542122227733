// GraphQL Code Generator (client preset): the typed documents and result types of every
// `graphql(...)` operation in src, from the server's committed schema. Output: src/gql (committed).
// Regenerate with `npm run codegen -w web`; `npm test` runs it with --check and fails when the
// committed output is stale.
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: '../schema/graphql/schema.graphql',
  documents: ['src/**/*.{ts,tsx}', '!src/gql/**'],
  ignoreNoDocuments: false,
  // Relative imports with .js, as ESM resolution wants (the server's specs import the documents).
  emitLegacyCommonJSImports: false,
  generates: {
    'src/gql/': {
      preset: 'client',
      // Results are plain typed objects (no fragment masking), and documents are strings: nothing
      // of graphql-js is shipped to the browser.
      presetConfig: { fragmentMasking: false },
      config: { documentMode: 'string', useTypeImports: true, enumsAsTypes: true, skipTypename: true, avoidOptionals: false },
    },
  },
};

export default config;
