// Paid episodes' page images come as URLs signed for the reader that stop working at
// `pagesExpireAt` (the server's PAGE_URL_TTL_SECONDS, a few minutes). The reader asks for fresh
// ones before then; pages already on screen keep the URL they loaded with (the browser has them),
// so a renewal only changes what is still to load.

/**
 * The soonest a renewal is scheduled. The expiry is the server's time: with a device clock that
 * runs ahead it may look past already, and this keeps that from asking every second (a page that
 * fails to load asks for fresh URLs anyway).
 */
export const MIN_RENEWAL_DELAY_MS = 15_000;

/** Renew once three quarters of the remaining lifetime have passed, and never sooner than MIN_RENEWAL_DELAY_MS. */
export function renewalDelay(expireAtMs: number, nowMs: number): number {
  return Math.max(MIN_RENEWAL_DELAY_MS, Math.floor((expireAtMs - nowMs) * 0.75));
}

/** Whether URLs expiring at `expireAtMs`, received at `receivedAtMs`, are due for renewal at `nowMs`. */
export function renewalDue(expireAtMs: number, receivedAtMs: number, nowMs: number): boolean {
  return nowMs >= receivedAtMs + renewalDelay(expireAtMs, receivedAtMs);
}

/**
 * The src each page shows: the URL it already loaded with when it has one (no second download
 * after a renewal), otherwise the current one.
 */
export function pageSources(current: readonly string[], loadedWith: ReadonlyMap<number, string>): string[] {
  return current.map((src, i) => loadedWith.get(i) ?? src);
}
