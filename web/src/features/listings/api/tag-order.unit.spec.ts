// The tag page's Order is a direction: Descending lists most read, newest and titles Z–A first,
// Ascending the reverse; a sort without a chosen order shows its own (titles A–Z).
import { describe, expect, test } from '@jest/globals';
import { defaultOrder, reversedFor } from './listings.js';

describe('tag page order', () => {
  test("Title: Ascending is the server's own A–Z, Descending reverses it", () => {
    expect(reversedFor('TITLE', 'asc')).toBe(false);
    expect(reversedFor('TITLE', 'desc')).toBe(true);
    expect(defaultOrder('TITLE')).toBe('asc');
  });
  test("Popular and Newest: Descending is the server's own most read / newest first", () => {
    for (const sort of ['POPULAR', 'NEWEST'] as const) {
      expect(reversedFor(sort, 'desc')).toBe(false);
      expect(reversedFor(sort, 'asc')).toBe(true);
      expect(defaultOrder(sort)).toBe('desc');
    }
  });
});
