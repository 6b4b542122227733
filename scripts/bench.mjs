// npm run bench [-- <pattern>]: the benchmarks in test/bench, one at a time; each prints its ratios.
import path from 'node:path';
import { build, ensureInstalled, root, run } from './lib.mjs';

ensureInstalled();
build();
process.env.KOMA_BENCH = '1';
run(
  process.execPath,
  [
    '--experimental-vm-modules',
    '--no-warnings=ExperimentalWarning',
    path.join(root, 'node_modules/jest/bin/jest.js'),
    '--runInBand',
    '--forceExit',
    '--verbose=false',
    ...process.argv.slice(2),
  ],
  { env: { ...process.env, KOMA_BENCH: '1' } },
);
