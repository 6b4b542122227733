// A comic's entry on a paged shelf: found on whichever page holds it, asked page by page, and the
// walk ends at the shelf's end (its total, or an empty page) without asking further.
import { describe, expect, test } from '@jest/globals';
import { findOnShelf, hasLaterPages } from './shelf-search.js';

const shelf = (ids: string[], pageSize: number) => {
  const asked: number[] = [];
  const page = async (n: number) => {
    asked.push(n);
    return { items: ids.slice((n - 1) * pageSize, n * pageSize).map((id) => ({ id })), total: ids.length };
  };
  return { page, asked };
};

describe('findOnShelf', () => {
  test('finds the entry on a later page, asking the pages in order and no further', async () => {
    const s = shelf(['a', 'b', 'c', 'd', 'e'], 2);
    await expect(findOnShelf(s.page, (i) => i.id === 'd', 2)).resolves.toEqual({ id: 'd' });
    expect(s.asked).toEqual([1, 2]);
  });

  test('starts where told (the first page already looked through)', async () => {
    const s = shelf(['a', 'b', 'c'], 2);
    await expect(findOnShelf(s.page, (i) => i.id === 'c', 2, 2)).resolves.toEqual({ id: 'c' });
    expect(s.asked).toEqual([2]);
  });

  test('an entry on no page: undefined once the total is reached', async () => {
    const s = shelf(['a', 'b', 'c'], 2);
    await expect(findOnShelf(s.page, (i) => i.id === 'z', 2)).resolves.toBeUndefined();
    expect(s.asked).toEqual([1, 2]);
  });

  test('an empty page ends the walk even when the total says more', async () => {
    const page = async () => ({ items: [] as Array<{ id: string }>, total: 10 });
    await expect(findOnShelf(page, () => true, 2)).resolves.toBeUndefined();
  });
});

describe('hasLaterPages', () => {
  test('only a first page that is full and short of the total has pages after it', () => {
    expect(hasLaterPages({ items: [1, 2], total: 3 }, 2)).toBe(true);
    expect(hasLaterPages({ items: [1, 2], total: 2 }, 2)).toBe(false);
    expect(hasLaterPages({ items: [], total: 3 }, 2)).toBe(false);
  });
});
