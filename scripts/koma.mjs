// npm run koma -- <command>: the operator CLI (README, Operator commands), built first if needed.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { build, ensureInstalled, root } from './lib.mjs';

ensureInstalled();
build({ web: false });
const r = spawnSync(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'services/server/dist/cli/koma.js'), ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
process.exit(r.status ?? 1);
