// The comic page's bell refreshes the Subscribed shelf by a shared key: it must be the shelf
// query's own key, or the shelf would keep showing the old bells.
import { describe, expect, test } from '@jest/globals';
import { SUBSCRIBED_SHELF_KEY } from '../../../api/library-keys.js';
import { graphqlKey } from '../../../lib/graphql.js';
import { LIBRARY_SUBSCRIBED } from './library.js';

describe('library cache keys', () => {
  test('SUBSCRIBED_SHELF_KEY is the Subscribed shelf query key, for every page and filter', () => {
    expect(graphqlKey(LIBRARY_SUBSCRIBED)).toEqual(SUBSCRIBED_SHELF_KEY);
  });
});
