// Jest runs spec files in this order: the long ones first, so no worker starts a five-minute walk
// while the others have finished. Jest's own order (failed first, then by the durations cached by
// an earlier run, else by file size) decides among the rest; a fresh clone has no cached
// durations, and by file size the journey walks (a few lines each) would start last.
import Sequencer from '@jest/test-sequencer';

/** Spec files that take a minute or more, longest first (as measured; see docs/testing.md). */
const SLOW = [
  'test/browser/reader-experience.spec.ts',
  'test/browser/journey-walk-',
  'test/browser/reader-polish.spec.ts',
  'test/api/start.spec.ts',
  'test/browser/browse-read.spec.ts',
  'test/api/membership-worker-crash.spec.ts',
  'test/browser/shell.spec.ts',
  'test/browser/account-money.spec.ts',
  'test/cluster/cluster.spec.ts',
  'test/cluster/cluster-replica.spec.ts',
];

const rank = (test) => {
  const i = SLOW.findIndex((s) => test.path.includes(s));
  return i < 0 ? SLOW.length : i;
};

export default class SlowFirst extends (Sequencer.default ?? Sequencer) {
  sort(tests) {
    return [...super.sort(tests)].sort((a, b) => rank(a) - rank(b));
  }
}
