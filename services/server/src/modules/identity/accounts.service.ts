import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL, withTransaction, type Queryable } from '../../platform/database/pg-pool.js';
import { Clock } from '../../platform/clock/clock.js';
import { forbidden, notFound, unauthorized } from '../../platform/errors/domain-error.js';
import { IDENTITY_RULES } from './domain/identity.rules.js';
import { emailNotVerified, emailTaken } from './domain/identity.errors.js';
import type { ProfileInput } from './domain/identity.inputs.js';
import { TOKEN_SHAPE, tokenHash } from './infra/identity-crypto.js';
import { PasswordHasher } from './infra/password-hasher.js';
import { IdentityMailer } from './infra/identity-mailer.js';
import { USER_COLUMNS, UUID_SHAPE, userView, type UserRow } from './infra/user-row.js';
import { EmailCodesService } from './email-codes.service.js';
import { SessionsService } from './sessions.service.js';
import { EmailChangeService, queue } from './email-change.service.js';

export interface UserSettingView {
  _id: string; id: string; userId: string;
  freeNotification: boolean; subscribeNotification: boolean; eventNotification: boolean;
  language: 'english' | 'mongolian';
}

export type SettingsPatch = Partial<Pick<UserSettingView, 'freeNotification' | 'subscribeNotification' | 'eventNotification' | 'language'>>;

const isUniqueViolation = (e: unknown) => (e as { code?: string }).code === '23505';

/** Accounts: sign-up, password changes, profile, settings and deactivation (ordinary tables). */
@Injectable()
export class AccountsService {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly clock: Clock,
    private readonly hasher: PasswordHasher,
    private readonly mailer: IdentityMailer,
    private readonly emailChanges: EmailChangeService,
  ) {}

  /** signup-user: needs an address verified by verify-mail in the last 30 minutes. */
  async signUp(email: string, fullName: string, password: string): Promise<UserRow> {
    const now = this.clock.now();
    const verifiedSince = new Date(now.getTime() - IDENTITY_RULES.signupAfterVerifyMs);
    const pre = await this.pool.query(EmailCodesService.verifiedSignupSql.replace(' FOR UPDATE', ''), [email, verifiedSince]);
    if (!pre.rowCount) throw emailNotVerified();
    const hash = await this.hasher.hash(password);
    try {
      return await withTransaction(this.pool, async (c) => {
        const mark = await c.query(EmailCodesService.verifiedSignupSql, [email, verifiedSince]);
        if (!mark.rowCount) throw emailNotVerified();
        const id = randomUUID();
        const { rows } = await c.query<UserRow>(
          `INSERT INTO public.identity_users (id, email, full_name, password_hash, password_changed_at, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $5, $5) RETURNING ${USER_COLUMNS}`,
          [id, email, fullName, hash, now]);
        await this.ensureSettings(c, id);
        await c.query('DELETE FROM public.identity_email_codes WHERE email = $1', [email]);
        return rows[0]!;
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw emailTaken();
      throw e;
    }
  }

  /** Creates an account for a Google identity (no password). */
  async createFromGoogle(c: Queryable, sub: string, email: string, fullName: string, photo: string | null): Promise<UserRow> {
    const now = this.clock.now();
    const { rows } = await c.query<UserRow>(
      `INSERT INTO public.identity_users (id, email, full_name, google_sub, photo, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING ${USER_COLUMNS}`,
      [randomUUID(), email, fullName, sub, photo, now]);
    await this.ensureSettings(c, rows[0]!.id);
    return rows[0]!;
  }

  /**
   * A reset token (from verify-mail in the forgot flow) → its user, without using it up.
   * Reset tokens are never sessions: the session resolver does not know them.
   */
  async resetTokenUser(token: string): Promise<string | null> {
    if (!TOKEN_SHAPE.test(token)) return null;
    const { rows } = await this.pool.query<{ user_id: string }>(
      'SELECT user_id FROM public.identity_password_resets WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2',
      [tokenHash(token), this.clock.now()]);
    return rows[0]?.user_id ?? null;
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
          [tokenHash(resetToken), userId, now]);
        if (!used.rowCount) throw unauthorized('This reset link has expired, please start again', 'IDENTITY.RESET_TOKEN_INVALID');
      }
      const u = await c.query<{ email: string }>(
        `UPDATE public.identity_users SET password_hash = $2, password_changed_at = $3, updated_at = $3
          WHERE id = $1 AND status = 'active' RETURNING email`, [userId, hash, now]);
      if (!u.rowCount) throw notFound('User', 'IDENTITY.USER_NOT_FOUND');
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

  /** For operators (the CLI's `ledger <email>`): the account with this email, any case. */
  async findByEmail(email: string): Promise<UserRow | null> {
    const { rows } = await this.pool.query<UserRow>(`SELECT ${USER_COLUMNS} FROM public.identity_users WHERE lower(email) = lower($1)`, [email.trim()]);
    return rows[0] ?? null;
  }

  async requireUser(userId: string): Promise<UserRow> {
    const u = await this.findById(userId);
    if (!u) throw notFound('User', 'IDENTITY.USER_NOT_FOUND');
    return u;
  }

  /**
   * update-user: profile fields (validated by the caller) and, optionally, the new photo path. The
   * fields save at once; a different email does not: it waits for the code mailed to it
   * (EmailChangeService), and `pendingEmail` says so. The same email as now changes nothing.
   */
  async updateProfile(userId: string, p: ProfileInput, photo?: string): Promise<{ user: UserRow; oldPhoto: string | null; pendingEmail: string | null }> {
    const now = this.clock.now();
    const out = await withTransaction(this.pool, async (c) => {
      const before = (await c.query<UserRow>(`SELECT ${USER_COLUMNS} FROM public.identity_users WHERE id = $1 FOR UPDATE`, [userId])).rows[0];
      if (!before) throw notFound('User', 'IDENTITY.USER_NOT_FOUND');
      const change = before.email.toLowerCase() === p.email ? undefined : await this.emailChanges.start(c, userId, p.email);
      const { rows } = await c.query<UserRow>(
        `UPDATE public.identity_users SET full_name = $2, gender = $3, dob = $4, photo = COALESCE($5, photo), updated_at = $6
          WHERE id = $1 RETURNING ${USER_COLUMNS}`,
        [userId, p.fullName, p.gender, p.dob, photo ?? null, now]);
      return { user: rows[0]!, before, change };
    });
    queue(out.change?.mail);
    return { user: out.user, oldPhoto: photo ? out.before.photo : null, pendingEmail: out.change?.pendingEmail ?? null };
  }

  async settings(userId: string): Promise<UserSettingView> {
    await this.ensureSettings(this.pool, userId);
    const { rows } = await this.pool.query('SELECT * FROM public.identity_user_settings WHERE user_id = $1', [userId]);
    return settingView(rows[0]);
  }

  async updateSettings(userId: string, settingId: string | undefined, patch: SettingsPatch): Promise<UserSettingView> {
    const current = await this.settings(userId);
    if (settingId && settingId !== current.id) throw forbidden();
    const { rows } = await this.pool.query(
      `UPDATE public.identity_user_settings
          SET free_notification = $2, subscribe_notification = $3, event_notification = $4, language = $5, updated_at = $6
        WHERE user_id = $1 RETURNING *`,
      [userId, patch.freeNotification ?? current.freeNotification, patch.subscribeNotification ?? current.subscribeNotification,
        patch.eventNotification ?? current.eventNotification, patch.language ?? current.language, this.clock.now()]);
    return settingView(rows[0]);
  }

  /** deactivate-account: the account can no longer log in, every session ends; data is kept. */
  async deactivate(userId: string, reason: string): Promise<void> {
    const now = this.clock.now();
    await withTransaction(this.pool, async (c) => {
      const r = await c.query(
        `UPDATE public.identity_users SET status = 'deactivated', deactivation_reason = $2, deactivated_at = $3, updated_at = $3
          WHERE id = $1 AND status = 'active'`, [userId, reason, now]);
      if (!r.rowCount) throw notFound('User', 'IDENTITY.USER_NOT_FOUND');
      await SessionsService.revokeAll(c, userId);
      await c.query('DELETE FROM public.identity_password_resets WHERE user_id = $1', [userId]);
    });
  }

  private async ensureSettings(c: Queryable, userId: string): Promise<void> {
    await c.query(
      `INSERT INTO public.identity_user_settings (id, user_id, updated_at) VALUES ($1, $2, $3) ON CONFLICT (user_id) DO NOTHING`,
      [randomUUID(), userId, this.clock.now()]);
  }
}

function settingView(r: Record<string, unknown> | undefined): UserSettingView {
  if (!r) throw notFound('User setting', 'IDENTITY.SETTING_NOT_FOUND');
  return {
    _id: String(r.id), id: String(r.id), userId: String(r.user_id),
    freeNotification: Boolean(r.free_notification), subscribeNotification: Boolean(r.subscribe_notification),
    eventNotification: Boolean(r.event_notification), language: r.language as UserSettingView['language'],
  };
}

export { userView };
