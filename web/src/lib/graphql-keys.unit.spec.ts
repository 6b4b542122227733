import { readFileSync } from 'node:fs';
import path from 'node:path';
import { EMBEDDED_TYPES } from './graphql-keys.js';

const SCHEMA = path.join(import.meta.dirname, '../../../schema/graphql/schema.graphql');

describe('embedded GraphQL types', () => {
  it('are exactly the object types of the schema without an id or _id', () => {
    const text = readFileSync(SCHEMA, 'utf8').replace(/"""[\s\S]*?"""/g, '');
    const keyless = [...text.matchAll(/^type (\w+)[^{]*\{([^}]*)\}/gm)]
      .filter(([, name]) => !['Query', 'Mutation', 'Subscription'].includes(name!))
      .filter(([, , body]) => !/^\s*_?id\s*[:(]/m.test(body!))
      .map(([, name]) => name!)
      .sort();
    expect([...EMBEDDED_TYPES].sort()).toEqual(keyless);
  });
});
