import { Inject, Injectable } from '@nestjs/common';
import { isUniqueViolation } from '../../../../platform/database/pg-errors.js';
import type pg from 'pg';
import { PG_POOL, withTransaction } from '../../../../platform/database/pg-pool.js';
import { deviceLimit } from '../../domain/identity.errors.js';
import { IDENTITY_RULES } from '../../domain/identity.rules.js';
import { USER_COLUMNS, type UserRow } from '../../infra/user-row.js';
import { AccountsService } from '../../accounts.service.js';
import { SessionsService } from '../../sessions.service.js';
import { SignInCodesService } from '../../sign-in-codes.service.js';

/** Why a Google sign-in ended without a session; sent to the client as `/login?error=<reason>`. */
export class GoogleSignInError extends Error {
  constructor(
    readonly reason: string,
    message: string,
  ) {
    super(message);
  }
}

/** A finished Google sign-in: the account and the single-use sign-in code its session opens with. */
export interface GoogleSignIn {
  userId: string;
  code: string;
}

/** The verified ID-token claims this service reads. */
export interface GoogleClaims {
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  name?: unknown;
  picture?: unknown;
}

/**
 * What a verified Google identity becomes in Koma (the OpenID Connect protocol is GoogleStrategy's).
 * Accounts are keyed on Google's `sub`; an existing e-mail account is linked only when Google says
 * the e-mail is verified.
 */
@Injectable()
export class GoogleSignInService {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly accounts: AccountsService,
    private readonly sessions: SessionsService,
    private readonly codes: SignInCodesService,
  ) {}

  /**
   * The account for `claims` (created or linked as needed) and a sign-in code for `device`; the
   * session opens when the client exchanges the code. A device limit already reached is told now.
   */
  async signIn(claims: GoogleClaims, device: string): Promise<GoogleSignIn> {
    const user = await this.accountFor(claims);
    if (await this.sessions.atDeviceLimit(user.id, device))
      throw new GoogleSignInError('device_limit', deviceLimit(IDENTITY_RULES.maxDevices).message);
    return { userId: user.id, code: await this.codes.issue(user.id, device) };
  }

  private async accountFor(claims: GoogleClaims): Promise<UserRow> {
    const sub = String(claims.sub);
    const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : undefined;
    const verified = claims.email_verified === true;
    const name = (typeof claims.name === 'string' && claims.name.trim()) || email?.split('@')[0] || 'Reader';
    const picture = typeof claims.picture === 'string' && /^https:\/\//.test(claims.picture) ? claims.picture.slice(0, 1000) : null;
    try {
      return await withTransaction(this.pool, async (c) => {
        const bySub = (await c.query<UserRow>(`SELECT ${USER_COLUMNS} FROM public.identity_users WHERE google_sub = $1 FOR UPDATE`, [sub]))
          .rows[0];
        if (bySub) {
          if (bySub.status !== 'active') throw new GoogleSignInError('deactivated', 'This account has been deactivated');
          return bySub;
        }
        if (!email || !verified) throw new GoogleSignInError('google_email_unverified', 'Google did not confirm this email address');
        const byEmail = (
          await c.query<UserRow>(`SELECT ${USER_COLUMNS} FROM public.identity_users WHERE lower(email) = $1 FOR UPDATE`, [email])
        ).rows[0];
        if (byEmail) {
          if (byEmail.status !== 'active') throw new GoogleSignInError('deactivated', 'This account has been deactivated');
          if (byEmail.google_sub && byEmail.google_sub !== sub)
            throw new GoogleSignInError('google_conflict', 'This email is linked to another Google account');
          await c.query('UPDATE public.identity_users SET google_sub = $2 WHERE id = $1', [byEmail.id, sub]);
          return { ...byEmail, google_sub: sub };
        }
        return this.accounts.createFromGoogle(c, sub, email, name.slice(0, 100), picture);
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw new GoogleSignInError('google_conflict', 'Please try again');
      throw e;
    }
  }
}
