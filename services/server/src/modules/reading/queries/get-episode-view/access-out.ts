import type { EpisodeForReader } from '../get-episode-for-reader/get-episode-for-reader.query.js';

/** The access decision as REST and GraphQL answer it: why not, or by which right and what opening it would move. */
export interface AccessOut {
  allowed: boolean;
  via: string | null;
  reason: string | null;
  message: string | null;
  giftId: string | null;
  price: number | null;
  passUsed: boolean | null;
  passEndsAt: string | null;
  needsOpen: boolean;
  needsConfirmation: boolean;
}

export function accessOut({ access: a, opening }: EpisodeForReader): AccessOut {
  if (!a.allowed) {
    return {
      allowed: false,
      via: null,
      reason: a.reason,
      message: a.message,
      giftId: 'giftId' in a ? a.giftId : null,
      price: 'price' in a ? a.price : null,
      passUsed: null,
      passEndsAt: null,
      needsOpen: false,
      needsConfirmation: false,
    };
  }
  return {
    allowed: true,
    via: a.via,
    reason: null,
    message: null,
    giftId: null,
    price: null,
    passUsed: a.via === 'rental' ? a.passUsed : null,
    passEndsAt: a.via === 'rental' ? a.passEndsAt.toISOString() : null,
    needsOpen: opening?.needsOpen ?? false,
    needsConfirmation: opening?.needsConfirmation ?? false,
  };
}

/** The REST form: a refusal exactly as before; a grant with what opening it would move (only the fields that apply). */
export function restAccess({ access: a, opening }: EpisodeForReader) {
  if (!a.allowed) return a;
  const flags = { needsOpen: opening?.needsOpen ?? false, needsConfirmation: opening?.needsConfirmation ?? false };
  return a.via === 'rental'
    ? { allowed: true, via: a.via, passUsed: a.passUsed, passEndsAt: a.passEndsAt.toISOString(), ...flags }
    : { allowed: true, via: a.via, ...flags };
}
