// Shared steps of the top-level commands; Node built-ins only, since they run before any install.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WEB_BUILDS, webSourcesMtime } from './web-sources.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  if (r.status !== 0) {
    process.stderr.write(`\n${cmd} ${args.join(' ')} failed (exit ${r.status ?? r.signal})\n`);
    process.exit(r.status ?? 1);
  }
}

/** npm install when node_modules is missing or older than the lock file. */
export function ensureInstalled() {
  const nm = path.join(root, 'node_modules');
  const lock = path.join(root, 'package-lock.json');
  const marker = path.join(nm, '.package-lock.json');
  const stale = !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000);
  if (!existsSync(nm) || stale) {
    console.log('> installing dependencies (npm install)');
    run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error']);
  }
}

/** Builds the server (tsc, incremental) and the web client (vite) when their sources changed. */
export function build({ web = true } = {}) {
  console.log('> building server');
  run(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', 'services/server/tsconfig.build.json']);
  if (web && existsSync(path.join(root, 'web/index.html'))) {
    const out = path.join(root, 'web/dist/index.html');
    if (!existsSync(out) || statSync(out).mtimeMs < webSourcesMtime(path.join(root, 'web'))) {
      console.log('> building web client');
      for (const args of WEB_BUILDS)
        run(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), ...args], { cwd: path.join(root, 'web') });
    }
  }
}
