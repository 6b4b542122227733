import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL, prepared, withTransaction, type Queryable } from '../../platform/database/pg-pool.js';
import { Clock } from '../../platform/clock/clock.js';
import type { AuthUser } from '../../platform/auth/access.decorators.js';
import { IDENTITY_RULES } from './domain/identity.rules.js';
import { accountDeactivated, deviceLimit, invalidCredentials } from './domain/identity.errors.js';
import { TOKEN_SHAPE, newOpaqueToken, tokenHash } from './infra/identity-crypto.js';

export interface LoginDevice {
  _id: string;
  device: string;
  createdAt: string;
}

/**
 * Login sessions: one per (user, device string), at most 5 per user, decided under a row lock on
 * the user so concurrent logins cannot exceed the limit. Tokens are opaque 256-bit values stored
 * as SHA-256; every request resolves its token from PostgreSQL, so a revocation (logout, password
 * change, deactivation) takes effect on the very next request.
 */
@Injectable()
export class SessionsService {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly clock: Clock,
  ) {}

  /**
   * Opens (or renews) the session of `device` for the user, under `SELECT … FOR UPDATE` of the
   * user row. A known device gets a fresh token (its old one stops working); a new device is
   * refused when the user already has the maximum.
   * `expectedPasswordHash` guards against a password change between the check and the lock.
   */
  async openSession(userId: string, device: string, expectedPasswordHash?: string): Promise<string> {
    const token = newOpaqueToken();
    const now = this.clock.now();
    await withTransaction(this.pool, async (c) => {
      const locked = await c.query<{ status: string; password_hash: string | null }>(
        'SELECT status, password_hash FROM public.identity_users WHERE id = $1 FOR UPDATE',
        [userId],
      );
      const u = locked.rows[0];
      if (!u) throw invalidCredentials();
      if (expectedPasswordHash !== undefined && u.password_hash !== expectedPasswordHash) throw invalidCredentials();
      if (u.status !== 'active') throw accountDeactivated();
      await c.query('DELETE FROM public.identity_sessions WHERE user_id = $1 AND expires_at <= $2', [userId, now]);
      const expires = new Date(now.getTime() + IDENTITY_RULES.sessionTtlMs);
      const renewed = await c.query(
        'UPDATE public.identity_sessions SET token_hash = $3, created_at = $4, expires_at = $5 WHERE user_id = $1 AND device = $2',
        [userId, device, tokenHash(token), now, expires],
      );
      if (renewed.rowCount) return;
      const count = await c.query<{ n: number }>('SELECT count(*)::int AS n FROM public.identity_sessions WHERE user_id = $1', [userId]);
      if (count.rows[0]!.n >= IDENTITY_RULES.maxDevices) throw deviceLimit(IDENTITY_RULES.maxDevices);
      await c.query(
        'INSERT INTO public.identity_sessions (id, user_id, device, token_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)',
        [randomUUID(), userId, device, tokenHash(token), now, expires],
      );
    });
    return token;
  }

  /**
   * Whether opening a session for `device` would be refused for the device limit now (a known
   * device renews its session). An early answer only: openSession decides under the lock.
   */
  async atDeviceLimit(userId: string, device: string): Promise<boolean> {
    const { rows } = await this.pool.query<{ n: number; known: boolean }>(
      `SELECT count(*)::int AS n, coalesce(bool_or(device = $2), false) AS known
         FROM public.identity_sessions WHERE user_id = $1 AND expires_at > $3`,
      [userId, device, this.clock.now()],
    );
    return !rows[0]!.known && rows[0]!.n >= IDENTITY_RULES.maxDevices;
  }

  /**
   * The user behind a token, or null (unknown, expired, revoked, or account deactivated), with the
   * account's language setting, which most reads of a signed-in reader need next.
   */
  async resolve(token: string): Promise<AuthUser | null> {
    if (!TOKEN_SHAPE.test(token)) return null;
    // Every authenticated request asks this: a named statement, parsed once per connection.
    const { rows } = await this.pool.query<{ id: string; user_id: string; roles: string[]; language: AuthUser['language'] }>(
      prepared(
        `SELECT s.id, s.user_id, u.roles, st.language FROM public.identity_sessions s
         JOIN public.identity_users u ON u.id = s.user_id
         LEFT JOIN public.identity_user_settings st ON st.user_id = s.user_id
        WHERE s.token_hash = $1 AND s.expires_at > $2 AND u.status = 'active'`,
        [tokenHash(token), this.clock.now()],
      ),
    );
    const r = rows[0];
    return r ? { userId: r.user_id, sessionId: r.id, roles: r.roles ?? [], language: r.language ?? null } : null;
  }

  async devices(userId: string): Promise<LoginDevice[]> {
    const { rows } = await this.pool.query<{ id: string; device: string; created_at: Date }>(
      'SELECT id, device, created_at FROM public.identity_sessions WHERE user_id = $1 AND expires_at > $2 ORDER BY created_at',
      [userId, this.clock.now()],
    );
    return rows.map((r) => ({ _id: r.id, device: r.device, createdAt: r.created_at.toISOString() }));
  }

  /** Every session of the user ends (password change, deactivation); run inside their transaction. */
  static async revokeAll(c: Queryable, userId: string): Promise<void> {
    await c.query('DELETE FROM public.identity_sessions WHERE user_id = $1', [userId]);
  }
}
