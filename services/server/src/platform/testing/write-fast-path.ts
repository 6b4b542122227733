/**
 * The write fast path (WRITE_FAST_PATH, see WritePath) the specs run with: taken from the
 * environment, on by default, so that a spec run with WRITE_FAST_PATH=off exercises the plain path.
 */
export const WRITE_FAST_PATH_UNDER_TEST: 'on' | 'off' = ((v) => {
  if (v === undefined || v === '' || v === 'on') return 'on';
  if (v === 'off') return 'off';
  throw new Error(`WRITE_FAST_PATH must be 'on' or 'off' (got ${JSON.stringify(v)})`);
})(process.env.WRITE_FAST_PATH);

/** The same, in the shape WritePath's users take (`new EventStore(pool, clock, hook, fastPathUnderTest)`). */
export const fastPathUnderTest = { fast: WRITE_FAST_PATH_UNDER_TEST === 'on' };
