// The gift box rows without React or the network: every valid gift, marked claimed when the
// reader claimed it, plus claimed gifts that are no longer offered. Gift types are 'rental',
// 'coin' and 'point' (the schema types them as strings).
import type { GiftBoxQuery, GiftsQuery } from '../../../gql/graphql.js';

export type Gift = GiftsQuery['gifts'][number];
export type GiftClaim = GiftBoxQuery['giftBox'][number];

/**
 * One row of the gift box: a valid gift, or a claimed one no longer offered. Two dates: unclaimed,
 * `date` is the claim deadline and `lastsDays` how long what it grants lasts once claimed;
 * claimed, `date` is when what it granted (the rental pass, the bonus coins, the points) ends.
 */
export interface GiftRow {
  id: string;
  type: string;
  title: string;
  image: string;
  value: number;
  detail: string;
  date: string;
  lastsDays: number | null;
  episodeId: string | null;
  claimed: boolean;
}

export function giftRows(gifts: readonly Gift[], claims: readonly GiftClaim[]): GiftRow[] {
  const claimed = new Map(claims.map((c) => [c.giftId, c]));
  const rows: GiftRow[] = gifts.map((g) => {
    const claim = claimed.get(g.id);
    return {
      id: g.id,
      type: g.type,
      title: g.title,
      image: g.image,
      value: g.value,
      detail: g.detail,
      date: claim ? claim.expiresAt : g.expiryDate,
      lastsDays: g.lastsDays,
      episodeId: g.episodeId,
      claimed: !!claim,
    };
  });
  const offered = new Set(gifts.map((g) => g.id));
  for (const c of claims) {
    if (!offered.has(c.giftId))
      rows.push({
        id: c.giftId,
        type: c.type,
        title: c.title,
        image: '',
        value: c.value,
        detail: '',
        date: c.expiresAt,
        lastsDays: null,
        episodeId: c.episodeId,
        claimed: true,
      });
  }
  return rows;
}
