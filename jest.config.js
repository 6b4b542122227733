import { SWC_OPTIONS } from './scripts/swc-options.mjs';

// Jest runs the TypeScript sources as native ESM (stack-notes trap 1) through SWC, which keeps
// decorator metadata for Nest's dependency injection.
const swc = ['@swc/jest', { ...SWC_OPTIONS, sourceMaps: 'inline' }];

const common = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testEnvironment: 'node',
};

// Benchmarks (test/bench) run only through `npm run bench`, never in `npm test`.
const bench = { ...common, displayName: 'bench', testMatch: ['<rootDir>/test/bench/**/*.bench.ts'] };

export default {
  // Jest takes testTimeout from here only (a project's own is ignored). Browser tests walk several
  // pages and viewports, and on a loaded CI machine take several times what they take alone.
  testTimeout: process.env.KOMA_BENCH ? 600000 : 120000,
  // Each spec file's ESM module graph (Nest, TypeORM, the client's server build) stays reachable
  // in its worker after the file ends (~50 MB a file, measured with --expose-gc --logHeapUsage):
  // a worker past this is replaced between files, before the collector's work slows the hooks.
  workerIdleMemoryLimit: '1GB',
  // The long spec files first (test/slow-first.sequencer.mjs).
  testSequencer: '<rootDir>/test/slow-first.sequencer.mjs',
  projects: process.env.KOMA_BENCH
    ? [bench]
    : [
        {
          ...common,
          displayName: 'unit',
          testMatch: [
            '<rootDir>/services/server/src/**/*.unit.spec.ts',
            '<rootDir>/web/src/**/*.unit.spec.ts',
            '<rootDir>/web/build/**/*.unit.spec.ts',
            '<rootDir>/test/lint/**/*.unit.spec.ts',
          ],
        },
        {
          ...common,
          displayName: 'int',
          testMatch: [
            '<rootDir>/services/server/src/**/*.int.spec.ts',
            '<rootDir>/test/api/**/*.spec.ts',
            '<rootDir>/test/cluster/**/*.spec.ts',
          ],
        },
        { ...common, displayName: 'browser', testMatch: ['<rootDir>/test/browser/**/*.spec.ts'] },
      ],
};
