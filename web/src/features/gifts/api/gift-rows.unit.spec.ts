// Gift box rows (docs/product.md Gift box): valid gifts marked claimed, plus claimed gifts no longer offered.
import { describe, expect, test } from '@jest/globals';
import { giftRows, type Gift, type GiftClaim } from './gift-rows.js';

const gift = (id: string, type: Gift['type']): Gift => ({
  id,
  type,
  title: id,
  image: 'x.png',
  value: 5,
  detail: 'd',
  expiryDate: '2026-12-01T00:00:00.000Z',
  episodeId: null,
  lastsDays: type === 'rental' ? 7 : 30,
});
const claim = (giftId: string, type: Gift['type']): GiftClaim => ({
  giftId,
  type,
  title: giftId,
  value: 5,
  total: 5,
  spend: 0,
  episodeId: 'e1',
  expiresAt: '2026-12-24T00:00:00.000Z',
  claimedAt: '2026-11-24T00:00:00.000Z',
});

describe('giftRows', () => {
  test('marks claimed gifts and keeps the offered order', () => {
    const rows = giftRows([gift('a', 'coin'), gift('b', 'point')], [claim('b', 'point')]);
    expect(rows.map((r) => [r.id, r.claimed])).toEqual([
      ['a', false],
      ['b', true],
    ]);
  });
  test('unclaimed, the date is the claim deadline with how long the grant lasts; claimed, it is when the grant ends', () => {
    const rows = giftRows([gift('r', 'rental'), gift('s', 'rental')], [claim('s', 'rental')]);
    expect(rows[0]).toMatchObject({ claimed: false, date: '2026-12-01T00:00:00.000Z', lastsDays: 7 });
    expect(rows[1]).toMatchObject({ claimed: true, date: '2026-12-24T00:00:00.000Z' });
  });
  test('a claimed gift no longer offered is still listed, as claimed, with its own expiry', () => {
    const rows = giftRows([gift('a', 'coin')], [claim('old', 'rental')]);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ id: 'old', type: 'rental', claimed: true, date: '2026-12-24T00:00:00.000Z', episodeId: 'e1' });
  });
  test('nothing offered and nothing claimed is empty', () => {
    expect(giftRows([], [])).toEqual([]);
  });
});
