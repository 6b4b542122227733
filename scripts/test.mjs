// npm test: install if needed, lint, check the formatting (Prettier), check the generated GraphQL and REST types, make sure PostgreSQL and
// Redis are there (services.mjs: the tests use TEST_DATABASE_URL and REDIS_URL), build, then run
// every Jest project (unit, integration, API end-to-end, browser). Extra arguments go to Jest.
import path from 'node:path';
import { build, ensureInstalled, root, run } from './lib.mjs';
import { ensureServices } from './services.mjs';

ensureInstalled();
console.log('> lint');
run(process.execPath, [
  path.join(root, 'node_modules/eslint/bin/eslint.js'),
  '--cache',
  '--cache-location',
  'node_modules/.cache/eslint/',
  '.',
]);
console.log('> formatting (else: npm run format)');
run(process.execPath, [path.join(root, 'node_modules/prettier/bin/prettier.cjs'), '--check', '--log-level', 'warn', '.']);
console.log('> GraphQL types (web/src/gql) up to date with the schema and the operations (else: npm run codegen -w web)');
run(process.execPath, [path.join(root, 'node_modules/@graphql-codegen/cli/esm/bin.js'), '--check'], { cwd: path.join(root, 'web') });
console.log(
  "> OpenAPI document (schema/openapi.json) and REST types (web/src/api/openapi.d.ts) up to date with the server's routes (else: npm run openapi -w web)",
);
run(process.execPath, [path.join(root, 'scripts/openapi.mjs'), '--check']);
const services = await ensureServices({ databaseVar: 'TEST_DATABASE_URL', databaseName: 'postgres' });
build();
await services.ready();
Object.assign(process.env, services.env);
// On a failure run() exits at once; the local servers' helper sees us go and stops them.
run(process.execPath, [
  '--experimental-vm-modules',
  '--no-warnings=ExperimentalWarning',
  path.join(root, 'node_modules/jest/bin/jest.js'),
  '--maxWorkers=2',
  '--forceExit',
  ...process.argv.slice(2),
]);
await services.stop();
