// npm test: install if needed, lint, check the generated GraphQL types, check PostgreSQL and Redis,
// build, then run every Jest project (unit, integration, API end-to-end, browser). Extra arguments
// go to Jest.
import path from 'node:path';
import net from 'node:net';
import { build, ensureInstalled, root, run } from './lib.mjs';

function reachable(host, port) {
  return new Promise((resolve) => {
    const s = net.connect({ host, port, timeout: 3000 });
    s.once('connect', () => { s.destroy(); resolve(true); });
    s.once('error', () => resolve(false));
    s.once('timeout', () => { s.destroy(); resolve(false); });
  });
}

ensureInstalled();
console.log('> lint');
run(process.execPath, [path.join(root, 'node_modules/eslint/bin/eslint.js'), '--cache', '--cache-location', 'node_modules/.cache/eslint/', '.']);
console.log('> GraphQL types (web/src/gql) up to date with the schema and the operations (else: npm run codegen -w web)');
run(process.execPath, [path.join(root, 'node_modules/@graphql-codegen/cli/esm/bin.js'), '--check'], { cwd: path.join(root, 'web') });
for (const [name, url, port] of [['PostgreSQL', 'postgres://postgres@127.0.0.1:5432', 5432], ['Redis', 'redis://127.0.0.1:6379', 6379]]) {
  if (!(await reachable('127.0.0.1', port))) {
    console.error(`Cannot reach ${name} at ${url}; start it with: docker compose -f docker/compose.yml up -d postgres redis`);
    process.exit(1);
  }
}
build();
run(process.execPath, [
  '--experimental-vm-modules', '--no-warnings=ExperimentalWarning',
  path.join(root, 'node_modules/jest/bin/jest.js'), '--maxWorkers=2', '--forceExit', ...process.argv.slice(2),
]);
