// Episode list rules of docs/product.md, without React: released-only filtering, the two sort orders,
// the labels (Free, N Coins, Purchased, VIP only, Free Rental Pass), what a click does, and the
// unlock-all selection.
export interface ListEpisode {
  id: string;
  title: string;
  episodeNumber: number;
  coverImage?: string;
  /** free, coin or subscription */
  monetization: string;
  coinPrice: number;
  releaseDate: string;
  createdAt: string;
  status?: string;
}

export interface ReaderContext {
  loggedIn: boolean;
  /** Episode ids the reader bought. */
  purchased: ReadonlySet<string>;
  /** Episode ids the reader holds a claimed, live rental pass for. */
  rentals: ReadonlySet<string>;
  /** Of those, the passes not spent yet: episode id → when the pass expires (opening it spends it). */
  unusedRentals?: ReadonlyMap<string, string | null>;
  /** Episode ids with a rental gift the reader has not claimed yet. */
  openGifts: ReadonlySet<string>;
  /** Of those, episode id → the gift to claim (the gift box points at it). */
  openGiftIds?: ReadonlyMap<string, string>;
  /** The plan's end date is not past. */
  planCurrent: boolean;
}

export type EpisodeLabel =
  { kind: 'free' } | { kind: 'coins'; price: number } | { kind: 'purchased' } | { kind: 'vip' } | { kind: 'rental' };
export type EpisodeAction = 'read' | 'purchase' | 'vip' | 'gift' | 'login';
export type EpisodeOrder = 'number' | 'newest';

const time = (s: string) => new Date(s).getTime();

export const isFree = (e: ListEpisode) => e.monetization === 'free' || (e.monetization === 'coin' && !(e.coinPrice > 0));

/** Only published episodes whose release date has passed (docs/product.md). */
export function releasedEpisodes<E extends ListEpisode>(episodes: readonly E[], now = Date.now()): E[] {
  return episodes.filter((e) => (e.status === undefined || e.status === 'publish') && time(e.releaseDate) <= now);
}

/** Episode-number order, or newest created first (docs/product.md Comic detail). */
export function sortEpisodes<E extends ListEpisode>(episodes: readonly E[], order: EpisodeOrder): E[] {
  const copy = [...episodes];
  return order === 'number'
    ? copy.sort((a, b) => a.episodeNumber - b.episodeNumber)
    : copy.sort((a, b) => time(b.createdAt) - time(a.createdAt) || b.episodeNumber - a.episodeNumber);
}

export function episodeLabel(e: ListEpisode, ctx: ReaderContext): EpisodeLabel {
  if (isFree(e)) return { kind: 'free' };
  if (ctx.purchased.has(e.id)) return { kind: 'purchased' };
  if (e.monetization === 'subscription') return { kind: 'vip' };
  if (ctx.rentals.has(e.id)) return { kind: 'rental' };
  return { kind: 'coins', price: e.coinPrice };
}

/**
 * What opening an episode does (docs/product.md): free, purchased, a held rental pass or (subscription)
 * a current plan → read; subscription without a plan → /vip-subscription (login first when
 * logged out); coin with an unclaimed rental gift → /gift-box; otherwise the purchase dialog
 * (whose Buy asks a logged-out reader to log in, docs/product.md).
 */
export function episodeAction(e: ListEpisode, ctx: ReaderContext): EpisodeAction {
  if (isFree(e) || ctx.purchased.has(e.id)) return 'read';
  if (e.monetization === 'subscription') return ctx.planCurrent ? 'read' : ctx.loggedIn ? 'vip' : 'login';
  if (ctx.rentals.has(e.id)) return 'read';
  if (ctx.loggedIn && ctx.openGifts.has(e.id)) return 'gift';
  return 'purchase';
}

/** The coin episodes not bought yet and their summed price (docs/product.md Unlock all). */
export function lockedCoinEpisodes<E extends ListEpisode>(
  episodes: readonly E[],
  ctx: Pick<ReaderContext, 'purchased'>,
): { episodes: E[]; total: number } {
  const locked = episodes.filter((e) => e.monetization === 'coin' && e.coinPrice > 0 && !ctx.purchased.has(e.id));
  return { episodes: locked, total: locked.reduce((n, e) => n + e.coinPrice, 0) };
}

/** The first episode by number: what Start Reading opens. */
export function firstEpisode<E extends ListEpisode>(episodes: readonly E[]): E | null {
  return sortEpisodes(episodes, 'number')[0] ?? null;
}

/** Opening this episode would spend a rental pass (the reader confirms first): held, unused, and nothing else opens it. */
export function spendsRentalPass(e: ListEpisode, ctx: ReaderContext): boolean {
  return !isFree(e) && !ctx.purchased.has(e.id) && e.monetization !== 'subscription' && !!ctx.unusedRentals?.has(e.id);
}
