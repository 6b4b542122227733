import { MINUTE, HOUR, DAY } from '../../../platform/clock/clock.js';

/** The security constants of identity (docs/architecture.md, docs/product.md). Documented in the README. */
export const IDENTITY_RULES = {
  /** docs/product.md: at most 5 login devices. */
  maxDevices: 5,
  /** Absolute lifetime of a login session (its token). */
  sessionTtlMs: 30 * DAY,
  /** One-time e-mail code: 6 digits, 10 minutes, 5 wrong tries kill it. */
  codeDigits: 6,
  codeTtlMs: 10 * MINUTE,
  codeMaxAttempts: 5,
  /** Resend: at most once a minute and 5 times an hour per address. */
  codeResendMinGapMs: MINUTE,
  codeResendWindowMs: HOUR,
  codeResendMaxPerWindow: 5,
  /** After verify-mail, sign-up must finish within this time, with the single-use sign-up token verify-mail answered. */
  signupAfterVerifyMs: 30 * MINUTE,
  /** The sign-in code Google sign-in's callback hands to `/{userId}/{code}`: single use, this long. */
  signInCodeTtlMs: 2 * MINUTE,
  /** Reset token answered by verify-mail in the forgot flow: single use, this long. */
  resetTokenTtlMs: 15 * MINUTE,
  passwordMin: 8,
  passwordMax: 128,
  /** Google sign-in state (PKCE verifier, nonce) lives this long. */
  oauthStateTtlSec: 600,
} as const;

/** docs/product.md deactivation reasons, exactly. */
export const DEACTIVATION_REASONS = [
  'Difficult to use and too many errors',
  'Like other sites better',
  'Dont use site often',
  'Dont like the contents',
  'Other',
] as const;

export const GENDERS = ['male', 'female', 'other'] as const;
export const LANGUAGES = ['english', 'mongolian'] as const;

/** Rate limits (Redis, per window; multiplied by RATE_LIMIT_MULTIPLIER). */
export const IDENTITY_RATE_LIMITS = {
  loginPerIp: { points: 30, durationSec: 60 },
  loginPerIpEmail: { points: 10, durationSec: 600 },
  /** Whatever the source address: slows credential stuffing on one account (may lock its owner out for 15 min). */
  loginPerEmail: { points: 50, durationSec: 900 },
  codeRequestPerIp: { points: 10, durationSec: 600 },
  codeVerifyPerIp: { points: 30, durationSec: 600 },
  signupPerIp: { points: 10, durationSec: 3600 },
  passwordChangePerIp: { points: 10, durationSec: 600 },
  googlePerIp: { points: 30, durationSec: 60 },
  signInCodePerIp: { points: 30, durationSec: 60 },
  /** Email-change codes mailed to one address, from every account together (no mail-bombing). */
  emailChangePerAddress: { points: 5, durationSec: 3600 },
} as const;
