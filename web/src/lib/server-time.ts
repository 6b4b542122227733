// The latest server time this page has seen (the Date header of every API answer), for the rule
// that an offline window's end is judged by a clock that never runs earlier than the server's last
// word (lib/offline/offline-clock.ts): setting the device clock back cannot extend one.
let latest = 0;

/** Notes a server time (ms); only a later one moves it. */
export function noteServerTime(ms: number): void {
  if (Number.isFinite(ms) && ms > latest) latest = ms;
}

/** Notes the Date header of an answer, when it has one. */
export function noteResponseDate(res: { headers: { get(name: string): string | null } }): void {
  const date = res.headers.get('date');
  if (date) noteServerTime(Date.parse(date));
}

export const latestServerTime = () => latest;
