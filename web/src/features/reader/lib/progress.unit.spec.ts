import { describe, expect, test } from '@jest/globals';
import { offsetForPercent, orderedPages, scrollPercent } from './progress.js';

describe('reader progress', () => {
  test('percent of the scrollable range, rounded and clamped; a page that does not scroll is 100', () => {
    expect(scrollPercent(0, 5000, 1000)).toBe(0);
    expect(scrollPercent(2000, 5000, 1000)).toBe(50);
    expect(scrollPercent(1333, 5000, 1000)).toBe(33);
    expect(scrollPercent(4000, 5000, 1000)).toBe(100);
    expect(scrollPercent(9000, 5000, 1000)).toBe(100);
    expect(scrollPercent(0, 800, 1000)).toBe(100);
  });

  test('offset for a percentage inverts it', () => {
    expect(offsetForPercent(50, 5000, 1000)).toBe(2000);
    expect(scrollPercent(offsetForPercent(37, 7310, 844), 7310, 844)).toBe(37);
    expect(offsetForPercent(150, 5000, 1000)).toBe(4000);
  });

  test('pages ordered by sequence', () => {
    expect(orderedPages([{ sequence: 3 }, { sequence: 1 }, { sequence: 2 }]).map((p) => p.sequence)).toEqual([1, 2, 3]);
    expect(orderedPages(undefined)).toEqual([]);
  });
});
