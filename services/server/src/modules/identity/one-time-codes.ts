import type { DomainError } from '../../platform/errors/domain-error.js';
import { IDENTITY_RULES } from './domain/identity.rules.js';
import { codeExpired, codeInvalid, codeKilled, resendTooMany, resendTooSoon } from './domain/identity.errors.js';
import { sameBytes } from './infra/identity-crypto.js';

/**
 * The rules every one-time e-mail code shares (sign-up and forgot codes, email-change codes):
 * one live code per row, 6 digits from the CSPRNG stored as an HMAC, 10 minutes, 5 wrong tries,
 * and a resend throttle.
 */

/** The send counters every one-time code row keeps. */
export interface SendCounters {
  last_sent_at: Date;
  sends_window_start: Date;
  sends_in_window: number;
}

/** A row of public.identity_email_codes (sign-up and forgot codes, one per address). */
export interface EmailCodeRow extends SendCounters {
  email: string;
  purpose: 'signup' | 'forgot';
  user_id: string | null;
  code_hash: Buffer;
  attempts: number;
  expires_at: Date;
  verified_at: Date | null;
  consumed_at: Date | null;
}

/**
 * The resend throttle of one-time codes: at most 5 sends an hour per row, and (for a resend to the
 * same address) one a minute. Throws the 429 errors; answers the counters after this send.
 */
export function nextSend(row: SendCounters, now: Date, sameAddress: boolean): { windowStart: Date; sends: number } {
  if (sameAddress && now.getTime() - row.last_sent_at.getTime() < IDENTITY_RULES.codeResendMinGapMs) throw resendTooSoon();
  const windowOpen = now.getTime() - row.sends_window_start.getTime() < IDENTITY_RULES.codeResendWindowMs;
  const sends = windowOpen ? row.sends_in_window : 0;
  if (sends >= IDENTITY_RULES.codeResendMaxPerWindow) throw resendTooMany();
  return { windowStart: windowOpen ? row.sends_window_start : now, sends: sends + 1 };
}

/**
 * Checks a typed code (as its HMAC) against a live code row: killed after 5 wrong tries, dead
 * after its 10 minutes. A wrong code answers the new try count, which the caller must store.
 */
export function checkCode(
  row: { attempts: number; expires_at: Date; code_hash: Buffer },
  typed: Buffer,
  now: Date,
): { error?: DomainError; wrongTries?: number } {
  if (row.attempts >= IDENTITY_RULES.codeMaxAttempts) return { error: codeKilled() };
  if (row.expires_at.getTime() <= now.getTime()) return { error: codeExpired() };
  if (sameBytes(typed, row.code_hash)) return {};
  const attempts = row.attempts + 1;
  return { wrongTries: attempts, error: attempts >= IDENTITY_RULES.codeMaxAttempts ? codeKilled() : codeInvalid() };
}
