import pg from 'pg';

const START_HINT = 'start it with: docker compose -f docker/compose.yml up -d postgres redis';

/** Hides the password part of a connection URL before it is printed. */
export function redactUrl(raw: string): string {
  try {
    const u = new URL(raw);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return raw;
  }
}

export class DependencyUnreachableError extends Error {
  constructor(service: string, url: string, reason: string) {
    super(`Cannot reach ${service} at ${redactUrl(url)} (${reason}); ${START_HINT}`);
  }
}

/** Creates the database named in DATABASE_URL if it does not exist (README, Quick start). */
export async function ensureDatabase(databaseUrl: string, timeoutMs = 5000): Promise<void> {
  const target = new URL(databaseUrl);
  const dbName = decodeURIComponent(target.pathname.replace(/^\//, '')) || 'postgres';
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: timeoutMs });
  try {
    await client.connect();
  } catch (e) {
    throw new DependencyUnreachableError('PostgreSQL', databaseUrl, (e as Error).message || String(e));
  }
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [dbName]);
    if (!rowCount) {
      try {
        await client.query(`CREATE DATABASE "${dbName.replace(/"/g, '""')}"`);
      } catch (e) {
        if ((e as { code?: string }).code !== '42P04') throw e; // created by a concurrent starter
      }
    }
  } finally {
    await client.end();
  }
}
