import { describe, expect, test } from '@jest/globals';
import { pageSources, renewalDelay, renewalDue } from './page-urls.js';

describe('signed page URLs', () => {
  test('are renewed after three quarters of their remaining lifetime, never sooner than 15 s ahead', () => {
    expect(renewalDelay(300_000, 0)).toBe(225_000);
    expect(renewalDelay(60_000, 10_000)).toBe(37_500);
    expect(renewalDelay(20_000, 10_000)).toBe(15_000);
    // A device clock ahead of the server's: the expiry looks past.
    expect(renewalDelay(5_000, 600_000)).toBe(15_000);
  });

  test('are due once that time has passed (a tab woken from sleep renews at once)', () => {
    expect(renewalDue(300_000, 0, 224_999)).toBe(false);
    expect(renewalDue(300_000, 0, 225_000)).toBe(true);
    expect(renewalDue(300_000, 0, 3_600_000)).toBe(true);
  });

  test('a page keeps the URL it loaded with; the others take the renewed one', () => {
    expect(pageSources(['a2', 'b2', 'c2'], new Map([[0, 'a1']]))).toEqual(['a1', 'b2', 'c2']);
    expect(pageSources(['a', 'b'], new Map())).toEqual(['a', 'b']);
  });
});
