/**
 * Whether an error says PostgreSQL or Redis could not serve the request (down, restarting,
 * unreachable, the session cut), and which. Such a request failed through no fault of its own:
 * it is answered 503 with the error envelope (docs/product.md, The REST calls), never 500, and may be retried.
 */
export type Dependency = 'postgres' | 'redis';

/** SQLSTATEs of a lost or refused PostgreSQL session: class 08, admin/crash shutdown, cannot connect now, too many connections. */
const PG_CODES = /^(08\d{3}|57P0[123]|53300)$/;
const PG_MESSAGES = [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTCONN']);
const REDIS_MESSAGES = /^(Connection is closed\.|Stream isn't writeable|Reached the max retries per request limit)|no answer from Redis/;

export function unavailableDependency(err: unknown): Dependency | undefined {
  const e = err as { code?: unknown; message?: unknown; name?: unknown; syscall?: unknown; port?: unknown } | null;
  if (!e || typeof e !== 'object') return undefined;
  const code = typeof e.code === 'string' ? e.code : '';
  const message = typeof e.message === 'string' ? e.message : '';
  if (PG_CODES.test(code) || PG_MESSAGES.includes(message)) return 'postgres';
  if (e.name === 'MaxRetriesPerRequestError' || REDIS_MESSAGES.test(message)) return 'redis';
  // A refused or cut socket: the services a request reaches are PostgreSQL and Redis.
  if (SOCKET_CODES.has(code)) return e.port === 6379 || /redis/i.test(message) ? 'redis' : 'postgres';
  return undefined;
}
