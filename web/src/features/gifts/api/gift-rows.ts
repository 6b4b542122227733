// The gift box rows without React or urql: every valid gift, marked claimed when the reader
// claimed it, plus claimed gifts that are no longer offered.
export type GiftType = 'rental' | 'coin' | 'point';
export interface Gift { id: string; type: GiftType; title: string; image: string; value: number; detail: string; expiryDate: string; episodeId: string | null }
export interface GiftClaim { giftId: string; type: GiftType; title: string; value: number; total: number; spend: number; episodeId: string | null; expiresAt: string; claimedAt: string }

/** One row of the gift box: a valid gift, or a claimed one no longer offered. */
export interface GiftRow { id: string; type: GiftType; title: string; image: string; value: number; detail: string; date: string; episodeId: string | null; claimed: boolean }

export function giftRows(gifts: readonly Gift[], claims: readonly GiftClaim[]): GiftRow[] {
  const claimed = new Map(claims.map((c) => [c.giftId, c]));
  const rows: GiftRow[] = gifts.map((g) => ({ id: g.id, type: g.type, title: g.title, image: g.image, value: g.value, detail: g.detail, date: g.expiryDate, episodeId: g.episodeId, claimed: claimed.has(g.id) }));
  const offered = new Set(gifts.map((g) => g.id));
  for (const c of claims) {
    if (!offered.has(c.giftId)) rows.push({ id: c.giftId, type: c.type, title: c.title, image: '', value: c.value, detail: '', date: c.expiresAt, episodeId: c.episodeId, claimed: true });
  }
  return rows;
}
