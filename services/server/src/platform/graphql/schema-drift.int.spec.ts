import { readFile, writeFile } from 'node:fs/promises';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { printAppSchema, SCHEMA_FILE } from './schema-printer.js';

describe('committed GraphQL schema', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(import.meta.url);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('matches what the code builds (run `npm run koma -- schema emit` after changing resolvers)', async () => {
    const built = printAppSchema(t.app);
    if (process.env.UPDATE_SCHEMA === '1') await writeFile(SCHEMA_FILE, built);
    const committed = await readFile(SCHEMA_FILE, 'utf8').catch(() => '');
    expect(committed).toBe(built);
  });
});
