import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Redis } from 'ioredis';
import * as oidc from 'openid-client';
import { Strategy as CustomStrategy } from 'passport-custom';
import { CONFIG } from '../../../../config/config.module.js';
import type { Config } from '../../../../config/config.schema.js';
import type { CredentialSource } from '../../../../platform/auth/passport-authenticate.js';
import { REDIS } from '../../../../platform/redis/redis.js';
import { DomainError } from '../../../../platform/errors/domain-error.js';
import { logger } from '../../../../platform/logging/logger.js';
import { IDENTITY_RULES } from '../../domain/identity.rules.js';
import { GoogleSignInError, GoogleSignInService, type GoogleSignIn } from './google-sign-in.service.js';

interface PendingFlow {
  verifier: string;
  nonce: string;
  browser: string;
}

/** What the callback request carries: its query, the browser-binding cookie value and a device label. */
export interface GoogleCallback extends CredentialSource {
  query: URLSearchParams;
  browserCookie?: string;
  device: string;
}

const hashOf = (v: string) => createHash('sha256').update(v).digest('hex');

/**
 * Google sign-in (OpenID Connect, authorization code + PKCE, state and nonce) as a passport
 * strategy, with openid-client. `start` builds the provider URL; the flow state lives in Redis for
 * 10 minutes, keyed by `state`, single use, and is bound to the browser by an HttpOnly cookie (no
 * login CSRF). On the callback the strategy checks state and cookie, exchanges the code, verifies
 * the ID token and hands its claims to GoogleSignInService for the account and session; a refusal
 * fails the strategy with the reason the client is shown (`/login?error=<reason>`).
 */
@Injectable()
export class GoogleStrategy extends PassportStrategy(CustomStrategy, 'koma-google') {
  private configuration?: Promise<oidc.Configuration>;

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly signIn: GoogleSignInService,
  ) {
    super();
  }

  get enabled(): boolean {
    return Boolean(this.config.GOOGLE_CLIENT_ID && this.config.GOOGLE_CLIENT_SECRET);
  }
  get redirectUri(): string {
    return `${this.config.PUBLIC_URL}/api/auth/google/callback`;
  }

  private discover(): Promise<oidc.Configuration> {
    const issuer = new URL(this.config.GOOGLE_ISSUER_URL);
    this.configuration ??= oidc
      .discovery(
        issuer,
        this.config.GOOGLE_CLIENT_ID!,
        this.config.GOOGLE_CLIENT_SECRET!,
        undefined,
        issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((e) => {
        this.configuration = undefined;
        throw e;
      });
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

  /** The callback: the signed-in user and a new session token, or [false, reason]. */
  async validate(req: GoogleCallback): Promise<[GoogleSignIn] | [false, string]> {
    try {
      return [await this.finish(req)];
    } catch (e) {
      if (e instanceof GoogleSignInError) return [false, e.reason];
      throw e;
    }
  }

  private async finish({ query, browserCookie, device }: GoogleCallback): Promise<GoogleSignIn> {
    if (!this.enabled) throw new GoogleSignInError('google_disabled', 'Google sign-in is not configured');
    if (query.get('error')) throw new GoogleSignInError('google_denied', 'Google sign-in was cancelled');
    const state = query.get('state');
    if (!state || state.length > 512) throw new GoogleSignInError('google_state', 'Google sign-in expired, please try again');
    const raw = await this.redis.getdel(`identity:oauth:${hashOf(state)}`);
    const flow = raw ? (JSON.parse(raw) as PendingFlow) : null;
    if (!flow || !browserCookie || hashOf(browserCookie) !== flow.browser) {
      throw new GoogleSignInError('google_state', 'Google sign-in expired, please try again');
    }
    let claims: oidc.IDToken | undefined;
    try {
      const cfg = await this.discover();
      const current = new URL(this.redirectUri);
      current.search = query.toString();
      const tokens = await oidc.authorizationCodeGrant(cfg, current, {
        pkceCodeVerifier: flow.verifier,
        expectedState: state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims();
    } catch (err) {
      logger.warn({ err }, 'google code exchange failed');
      throw new GoogleSignInError('google_failed', 'Google sign-in failed, please try again');
    }
    if (!claims?.sub) throw new GoogleSignInError('google_failed', 'Google sign-in failed, please try again');
    return this.signIn.signIn(claims, device);
  }
}
