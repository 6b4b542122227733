import { describe, expect, test } from '@jest/globals';
import { spendable } from '../../../lib/money.js';
import {
  episodeAction,
  episodeLabel,
  firstEpisode,
  lockedCoinEpisodes,
  releasedEpisodes,
  sortEpisodes,
  spendsRentalPass,
  type ListEpisode,
  type ReaderContext,
} from './episode-rules.js';

const ep = (
  n: number,
  m: ListEpisode['monetization'],
  price = 0,
  created = `2026-01-${String(10 + n).padStart(2, '0')}T00:00:00Z`,
  release = '2026-01-01T00:00:00Z',
): ListEpisode => ({
  id: `e${n}`,
  title: `E${n}`,
  episodeNumber: n,
  monetization: m,
  coinPrice: price,
  releaseDate: release,
  createdAt: created,
  status: 'publish',
});
const ctx = (p: Partial<ReaderContext> = {}): ReaderContext => ({
  loggedIn: true,
  purchased: new Set(),
  rentals: new Set(),
  openGifts: new Set(),
  planCurrent: false,
  ...p,
});

describe('episode rules', () => {
  test('labels: Free, N Coins, Purchased, VIP only, Free Rental Pass', () => {
    expect(episodeLabel(ep(1, 'free'), ctx())).toEqual({ kind: 'free' });
    expect(episodeLabel(ep(2, 'coin', 0), ctx())).toEqual({ kind: 'free' });
    expect(episodeLabel(ep(3, 'coin', 6), ctx())).toEqual({ kind: 'coins', price: 6 });
    expect(episodeLabel(ep(3, 'coin', 6), ctx({ purchased: new Set(['e3']) }))).toEqual({ kind: 'purchased' });
    expect(episodeLabel(ep(4, 'subscription'), ctx())).toEqual({ kind: 'vip' });
    expect(episodeLabel(ep(5, 'coin', 6), ctx({ rentals: new Set(['e5']) }))).toEqual({ kind: 'rental' });
  });

  test('actions follow docs/product.md', () => {
    expect(episodeAction(ep(1, 'free'), ctx({ loggedIn: false }))).toBe('read');
    expect(episodeAction(ep(3, 'coin', 6), ctx({ loggedIn: false }))).toBe('purchase');
    expect(episodeAction(ep(3, 'coin', 6), ctx())).toBe('purchase');
    expect(episodeAction(ep(3, 'coin', 6), ctx({ openGifts: new Set(['e3']) }))).toBe('gift');
    expect(episodeAction(ep(3, 'coin', 6), ctx({ rentals: new Set(['e3']) }))).toBe('read');
    expect(episodeAction(ep(3, 'coin', 6), ctx({ purchased: new Set(['e3']) }))).toBe('read');
    expect(episodeAction(ep(4, 'subscription'), ctx())).toBe('vip');
    expect(episodeAction(ep(4, 'subscription'), ctx({ loggedIn: false }))).toBe('login');
    expect(episodeAction(ep(4, 'subscription'), ctx({ planCurrent: true }))).toBe('read');
  });

  test('sorting by number or newest created; release filter; first episode', () => {
    const list = [
      ep(2, 'free', 0, '2026-01-05T00:00:00Z'),
      ep(1, 'free', 0, '2026-01-09T00:00:00Z'),
      ep(3, 'free', 0, '2026-01-07T00:00:00Z'),
    ];
    expect(sortEpisodes(list, 'number').map((e) => e.episodeNumber)).toEqual([1, 2, 3]);
    expect(sortEpisodes(list, 'newest').map((e) => e.episodeNumber)).toEqual([1, 3, 2]);
    expect(firstEpisode(list)?.episodeNumber).toBe(1);
    const future = ep(9, 'coin', 5, undefined, '2999-01-01T00:00:00Z');
    expect(releasedEpisodes([...list, future, { ...ep(8, 'free'), status: 'draft' }]).map((e) => e.episodeNumber)).toEqual([2, 1, 3]);
  });

  test('unlock all: unpurchased coin episodes and their summed price; spendable = coin + bonusCoin', () => {
    const list = [ep(1, 'free'), ep(2, 'coin', 6), ep(3, 'coin', 4), ep(4, 'subscription'), ep(5, 'coin', 0)];
    expect(lockedCoinEpisodes(list, { purchased: new Set(['e2']) })).toEqual({ episodes: [list[2]], total: 4 });
    expect(lockedCoinEpisodes(list, { purchased: new Set(['e2', 'e3']) }).total).toBe(0);
    expect(spendable({ coin: 3, bonusCoin: 10 })).toBe(13);
    expect(spendable(null)).toBe(0);
  });

  test('opening an episode spends a rental pass only when an unused pass is what opens it', () => {
    const held = ctx({ rentals: new Set(['e4', 'e5']), unusedRentals: new Map([['e4', '2026-12-03T00:00:00Z']]) });
    expect(spendsRentalPass(ep(4, 'coin', 6), held)).toBe(true);
    expect(spendsRentalPass(ep(5, 'coin', 6), held)).toBe(false); // used already: it just reads
    expect(spendsRentalPass(ep(4, 'coin', 6), { ...held, purchased: new Set(['e4']) })).toBe(false);
    expect(spendsRentalPass(ep(4, 'free'), held)).toBe(false);
    expect(spendsRentalPass(ep(4, 'coin', 6), ctx())).toBe(false);
  });
});
