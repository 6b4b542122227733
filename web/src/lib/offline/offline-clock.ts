// The clock an offline window is judged by: never earlier than the latest server time seen (kept
// in the reader's database across visits), so a device clock set back cannot extend a window.
import { latestServerTime, noteServerTime } from '../server-time.js';
import type { OfflineDb } from './offline-db.js';

/** `max(device clock, the latest server time seen)`. */
export const clockRule = (deviceMs: number, serverMs: number) => Math.max(deviceMs, serverMs);

/** Now by that rule, storing the latest server time seen so a later visit keeps it. */
export async function offlineNow(db: OfflineDb, alsoSeen?: string): Promise<number> {
  if (alsoSeen) noteServerTime(Date.parse(alsoSeen));
  const stored = (await db.get('meta', 'serverTime')) as number | undefined;
  const seen = Math.max(stored ?? 0, latestServerTime());
  if (seen > (stored ?? 0)) await db.put('meta', seen, 'serverTime');
  return clockRule(Date.now(), seen);
}

/** A renewable window is asked for again once less than half of it is left. */
export function renewalDue(window: { issuedAt: string; until: string }, nowMs: number): boolean {
  const from = Date.parse(window.issuedAt);
  const to = Date.parse(window.until);
  return nowMs >= from + (to - from) / 2;
}

export const expired = (window: { until: string }, nowMs: number) => nowMs >= Date.parse(window.until);
