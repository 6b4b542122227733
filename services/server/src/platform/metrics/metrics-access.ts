import { createHash, timingSafeEqual } from 'node:crypto';

export type MetricsAccess = 'allowed' | 'unauthorized' | 'not_served';

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * Whether a scrape may read /metrics. With METRICS_TOKEN set, only a caller sending
 * `Authorization: Bearer <token>`; without one, the API port does not serve /metrics (the login
 * outcome counters and queue depths are not for the public) and only the METRICS_PORT listener,
 * reachable where the operator binds it, answers (`openWithoutToken`).
 */
export function metricsAccess(
  token: string | undefined,
  authorization: string | string[] | undefined,
  openWithoutToken: boolean,
): MetricsAccess {
  if (!token) return openWithoutToken ? 'allowed' : 'not_served';
  const m = typeof authorization === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(authorization) : null;
  return m && timingSafeEqual(digest(m[1]!), digest(token)) ? 'allowed' : 'unauthorized';
}
