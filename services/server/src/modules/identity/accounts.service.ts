import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL, withTransaction, type Queryable } from '../../platform/database/pg-pool.js';
import { Clock } from '../../platform/clock/clock.js';
import { forbidden } from '../../platform/errors/domain-error.js';
import { resetTokenInvalid, settingNotFound, userNotFound } from './domain/identity.errors.js';
import { tokenHash } from './infra/identity-crypto.js';
import { PasswordHasher } from './infra/password-hasher.js';
import { IdentityMailer } from './infra/identity-mailer.js';
import { USER_COLUMNS, UUID_SHAPE, type UserRow } from './infra/user-row.js';
import { SessionsService } from './sessions.service.js';

export interface UserSettingView {
  _id: string;
  id: string;
  userId: string;
  freeNotification: boolean;
  subscribeNotification: boolean;
  eventNotification: boolean;
  language: 'english' | 'mongolian';
}

export type SettingsPatch = Partial<Pick<UserSettingView, 'freeNotification' | 'subscribeNotification' | 'eventNotification' | 'language'>>;

/**
 * The account rows several use cases share (ordinary tables): reading a user, creating one for a
 * Google identity, setting a password, and the user's settings row.
 */
@Injectable()
export class AccountsService {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly clock: Clock,
    private readonly hasher: PasswordHasher,
    private readonly mailer: IdentityMailer,
  ) {}

  /** Creates an account for a Google identity (no password). */
  async createFromGoogle(c: Queryable, sub: string, email: string, fullName: string, photo: string | null): Promise<UserRow> {
    const now = this.clock.now();
    const { rows } = await c.query<UserRow>(
      `INSERT INTO public.identity_users (id, email, full_name, google_sub, photo, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING ${USER_COLUMNS}`,
      [randomUUID(), email, fullName, sub, photo, now],
    );
    await this.ensureSettings(c, rows[0]!.id);
    return rows[0]!;
  }

  /**
   * Sets a new password and ends every session of the user. With `resetToken`, the token is used
   * up in the same transaction (single use even under concurrent calls).
   */
  async setPassword(userId: string, password: string, resetToken?: string): Promise<void> {
    const hash = await this.hasher.hash(password);
    const now = this.clock.now();
    const email = await withTransaction(this.pool, async (c) => {
      if (resetToken !== undefined) {
        const used = await c.query(
          `UPDATE public.identity_password_resets SET used_at = $3
            WHERE token_hash = $1 AND user_id = $2 AND used_at IS NULL AND expires_at > $3`,
          [tokenHash(resetToken), userId, now],
        );
        if (!used.rowCount) throw resetTokenInvalid();
      }
      const u = await c.query<{ email: string }>(
        `UPDATE public.identity_users SET password_hash = $2, password_changed_at = $3, updated_at = $3
          WHERE id = $1 AND status = 'active' RETURNING email`,
        [userId, hash, now],
      );
      if (!u.rowCount) throw userNotFound();
      await SessionsService.revokeAll(c, userId);
      await c.query('DELETE FROM public.identity_password_resets WHERE user_id = $1', [userId]);
      return u.rows[0]!.email;
    });
    await this.mailer.passwordChanged(email);
  }

  async findById(userId: string): Promise<UserRow | null> {
    if (!UUID_SHAPE.test(userId)) return null;
    const { rows } = await this.pool.query<UserRow>(`SELECT ${USER_COLUMNS} FROM public.identity_users WHERE id = $1`, [userId]);
    return rows[0] ?? null;
  }

  async requireUser(userId: string): Promise<UserRow> {
    const u = await this.findById(userId);
    if (!u) throw userNotFound();
    return u;
  }

  /** The user's settings, made with their defaults on first read. */
  async settings(userId: string): Promise<UserSettingView> {
    const read = () => this.pool.query('SELECT * FROM public.identity_user_settings WHERE user_id = $1', [userId]);
    let { rows } = await read();
    if (!rows[0]) {
      await this.ensureSettings(this.pool, userId);
      ({ rows } = await read());
    }
    return settingView(rows[0]);
  }

  /** update-user-setting: `settingId`, when given, must be the user's own setting. */
  async updateSettings(userId: string, settingId: string | undefined, patch: SettingsPatch): Promise<UserSettingView> {
    const current = await this.settings(userId);
    if (settingId && settingId !== current.id) throw forbidden();
    const { rows } = await this.pool.query(
      `UPDATE public.identity_user_settings
          SET free_notification = $2, subscribe_notification = $3, event_notification = $4, language = $5, updated_at = $6
        WHERE user_id = $1 RETURNING *`,
      [
        userId,
        patch.freeNotification ?? current.freeNotification,
        patch.subscribeNotification ?? current.subscribeNotification,
        patch.eventNotification ?? current.eventNotification,
        patch.language ?? current.language,
        this.clock.now(),
      ],
    );
    return settingView(rows[0]);
  }

  /** Every account has one settings row, with the table's defaults; made with the account. */
  async ensureSettings(c: Queryable, userId: string): Promise<void> {
    await c.query(
      `INSERT INTO public.identity_user_settings (id, user_id, updated_at) VALUES ($1, $2, $3) ON CONFLICT (user_id) DO NOTHING`,
      [randomUUID(), userId, this.clock.now()],
    );
  }
}

function settingView(r: Record<string, unknown> | undefined): UserSettingView {
  if (!r) throw settingNotFound();
  return {
    _id: String(r.id),
    id: String(r.id),
    userId: String(r.user_id),
    freeNotification: Boolean(r.free_notification),
    subscribeNotification: Boolean(r.subscribe_notification),
    eventNotification: Boolean(r.event_notification),
    language: r.language as UserSettingView['language'],
  };
}
