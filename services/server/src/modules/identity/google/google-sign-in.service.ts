import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import type { Redis } from 'ioredis';
import * as oidc from 'openid-client';
import { CONFIG } from '../../../config/config.module.js';
import type { Config } from '../../../config/config.schema.js';
import { PG_POOL, withTransaction } from '../../../platform/database/pg-pool.js';
import { REDIS } from '../../../platform/redis/redis.js';
import { DomainError } from '../../../platform/errors/domain-error.js';
import { logger } from '../../../platform/logging/logger.js';
import { IDENTITY_RULES } from '../domain/identity.rules.js';
import { USER_COLUMNS, type UserRow } from '../infra/user-row.js';
import { AccountsService } from '../accounts.service.js';
import { SessionsService } from '../sessions.service.js';

/** Why a Google sign-in ended without a session; sent to the client as `/login?error=<reason>`. */
export class GoogleSignInError extends Error {
  constructor(readonly reason: string, message: string) { super(message); }
}

interface PendingFlow { verifier: string; nonce: string; browser: string }

const hashOf = (v: string) => createHash('sha256').update(v).digest('hex');

/**
 * Google sign-in (OpenID Connect, authorization code + PKCE, state and nonce) with openid-client.
 * The flow state lives in Redis for 10 minutes, keyed by `state`, single use, and is bound to the
 * browser by an HttpOnly cookie (no login CSRF). Accounts are keyed on Google's `sub`; an
 * existing e-mail account is linked only when Google says the e-mail is verified.
 */
@Injectable()
export class GoogleSignInService {
  private configuration?: Promise<oidc.Configuration>;

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly accounts: AccountsService,
    private readonly sessions: SessionsService,
  ) {}

  get enabled(): boolean { return Boolean(this.config.GOOGLE_CLIENT_ID && this.config.GOOGLE_CLIENT_SECRET); }
  get redirectUri(): string { return `${this.config.PUBLIC_URL}/api/auth/google/callback`; }

  private discover(): Promise<oidc.Configuration> {
    const issuer = new URL(this.config.GOOGLE_ISSUER_URL);
    this.configuration ??= oidc.discovery(
      issuer, this.config.GOOGLE_CLIENT_ID!, this.config.GOOGLE_CLIENT_SECRET!, undefined,
      issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined,
    ).catch((e) => { this.configuration = undefined; throw e; });
    return this.configuration;
  }

  /** Starts a flow: the provider URL to redirect to and the browser-binding cookie value. */
  async start(): Promise<{ url: string; browser: string }> {
    if (!this.enabled) throw new DomainError('IDENTITY.GOOGLE_DISABLED', 'Google sign-in is not configured', 'not_found');
    const cfg = await this.discover().catch((err) => {
      logger.error({ err }, 'google discovery failed');
      throw new DomainError('IDENTITY.GOOGLE_UNAVAILABLE', 'Google sign-in is unavailable, please try again later', 'unavailable');
    });
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const browser = randomBytes(32).toString('base64url');
    const flow: PendingFlow = { verifier, nonce, browser: hashOf(browser) };
    await this.redis.set(`identity:oauth:${hashOf(state)}`, JSON.stringify(flow), 'EX', IDENTITY_RULES.oauthStateTtlSec);
    const url = oidc.buildAuthorizationUrl(cfg, {
      redirect_uri: this.redirectUri,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      prompt: 'select_account',
    });
    return { url: url.href, browser };
  }

  /** Finishes a flow: the user and a new session token for `device`. */
  async finish(query: URLSearchParams, browserCookie: string | undefined, device: string): Promise<{ userId: string; token: string }> {
    if (!this.enabled) throw new GoogleSignInError('google_disabled', 'Google sign-in is not configured');
    if (query.get('error')) throw new GoogleSignInError('google_denied', 'Google sign-in was cancelled');
    const state = query.get('state');
    if (!state || state.length > 512) throw new GoogleSignInError('google_state', 'Google sign-in expired, please try again');
    const raw = await this.redis.getdel(`identity:oauth:${hashOf(state)}`);
    const flow = raw ? JSON.parse(raw) as PendingFlow : null;
    if (!flow || !browserCookie || hashOf(browserCookie) !== flow.browser) {
      throw new GoogleSignInError('google_state', 'Google sign-in expired, please try again');
    }
    let claims: oidc.IDToken | undefined;
    try {
      const cfg = await this.discover();
      const current = new URL(this.redirectUri);
      current.search = query.toString();
      const tokens = await oidc.authorizationCodeGrant(cfg, current, {
        pkceCodeVerifier: flow.verifier, expectedState: state, expectedNonce: flow.nonce, idTokenExpected: true,
      });
      claims = tokens.claims();
    } catch (err) {
      logger.warn({ err }, 'google code exchange failed');
      throw new GoogleSignInError('google_failed', 'Google sign-in failed, please try again');
    }
    if (!claims?.sub) throw new GoogleSignInError('google_failed', 'Google sign-in failed, please try again');
    const user = await this.accountFor(claims);
    try {
      const token = await this.sessions.openSession(user.id, device);
      return { userId: user.id, token };
    } catch (e) {
      if (e instanceof DomainError && e.code === 'IDENTITY.DEVICE_LIMIT') throw new GoogleSignInError('device_limit', e.message);
      if (e instanceof DomainError && e.code === 'IDENTITY.ACCOUNT_DEACTIVATED') throw new GoogleSignInError('deactivated', e.message);
      throw e;
    }
  }

  private async accountFor(claims: oidc.IDToken): Promise<UserRow> {
    const sub = String(claims.sub);
    const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : undefined;
    const verified = claims.email_verified === true;
    const name = (typeof claims.name === 'string' && claims.name.trim()) || email?.split('@')[0] || 'Reader';
    const picture = typeof claims.picture === 'string' && /^https:\/\//.test(claims.picture) ? claims.picture.slice(0, 1000) : null;
    try {
      return await withTransaction(this.pool, async (c) => {
        const bySub = (await c.query<UserRow>(`SELECT ${USER_COLUMNS} FROM public.identity_users WHERE google_sub = $1 FOR UPDATE`, [sub])).rows[0];
        if (bySub) {
          if (bySub.status !== 'active') throw new GoogleSignInError('deactivated', 'This account has been deactivated');
          return bySub;
        }
        if (!email || !verified) throw new GoogleSignInError('google_email_unverified', 'Google did not confirm this email address');
        const byEmail = (await c.query<UserRow>(`SELECT ${USER_COLUMNS} FROM public.identity_users WHERE lower(email) = $1 FOR UPDATE`, [email])).rows[0];
        if (byEmail) {
          if (byEmail.status !== 'active') throw new GoogleSignInError('deactivated', 'This account has been deactivated');
          if (byEmail.google_sub && byEmail.google_sub !== sub) throw new GoogleSignInError('google_conflict', 'This email is linked to another Google account');
          await c.query('UPDATE public.identity_users SET google_sub = $2 WHERE id = $1', [byEmail.id, sub]);
          return { ...byEmail, google_sub: sub };
        }
        return this.accounts.createFromGoogle(c, sub, email, name.slice(0, 100), picture);
      });
    } catch (e) {
      if ((e as { code?: string }).code === '23505') throw new GoogleSignInError('google_conflict', 'Please try again');
      throw e;
    }
  }
}
