// A comic's episodes come a page of EPISODE_PAGE at a time: a full page asks for the next one, a
// short (or empty) page is the last.
import { describe, expect, test } from '@jest/globals';
import { EPISODE_PAGE, withLaterPages } from './comic-data.js';

const numbers = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

describe('withLaterPages', () => {
  test('a short first page is the whole list: nothing more is asked', async () => {
    const asked: number[] = [];
    const all = await withLaterPages(numbers(1, 3), async (offset) => {
      asked.push(offset);
      return [];
    });
    expect(all).toEqual([1, 2, 3]);
    expect(asked).toEqual([]);
  });

  test('full pages ask on from the count so far until a page comes back short', async () => {
    const total = EPISODE_PAGE * 2 + 5;
    const asked: number[] = [];
    const all = await withLaterPages(numbers(0, EPISODE_PAGE), async (offset) => {
      asked.push(offset);
      return numbers(offset, Math.min(EPISODE_PAGE, total - offset));
    });
    expect(asked).toEqual([EPISODE_PAGE, EPISODE_PAGE * 2]);
    expect(all).toEqual(numbers(0, total));
  });

  test('an empty page after a full one ends the list', async () => {
    const all = await withLaterPages(numbers(0, EPISODE_PAGE), async () => []);
    expect(all).toHaveLength(EPISODE_PAGE);
  });
});
