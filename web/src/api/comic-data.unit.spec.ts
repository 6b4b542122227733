// A like or share changes a comic's counts, which its cached detail carries too: that detail is
// marked stale whichever slug or id it was read by; other comics' details stay fresh.
import { describe, expect, test } from '@jest/globals';
import { createQueryClient } from '../lib/query-client.js';
import { comicDataKey, invalidateComicData } from './comic-data.js';

describe('invalidateComicData', () => {
  test("marks the comic's detail stale under its slug and under its id, and no other comic's", async () => {
    const client = createQueryClient();
    const fill = (slug: string, comicId: string) =>
      client.prefetchQuery({ queryKey: comicDataKey(slug), queryFn: () => ({ comic: { _id: comicId, slug } }) });
    await fill('mini-comic', 'c1');
    await fill('c1', 'c1');
    await fill('other-comic', 'c2');

    await invalidateComicData(client, 'c1');

    const stale = (slug: string) => client.getQueryState(comicDataKey(slug))?.isInvalidated;
    expect([stale('mini-comic'), stale('c1'), stale('other-comic')]).toEqual([true, true, false]);
  });
});
