// A session change removes the signed-in reader's answers and keeps the public ones.
import { describe, expect, test } from '@jest/globals';
import { PER_READER, createQueryClient, removeReaderQueries } from './query-client.js';

describe('removeReaderQueries', () => {
  test('removes the user data and the queries marked per reader; public answers stay', async () => {
    const client = createQueryClient();
    const fill = (queryKey: readonly unknown[], meta?: typeof PER_READER) =>
      client.prefetchQuery({ queryKey, queryFn: () => 'answer', meta });
    await fill(['user-data', 'u1']);
    await fill(['graphql', 'InboxNotifications', { page: 1, pageSize: 20 }], PER_READER);
    await fill(['graphql', 'ComicBell', { comicId: 'c1' }], PER_READER);
    await fill(['graphql', 'Daily', { day: 'NEW' }]);
    await fill(['comic-data', 'mini-comic']);

    removeReaderQueries(client);

    const left = client
      .getQueryCache()
      .getAll()
      .map((q) => q.queryKey[1]);
    expect(left.sort()).toEqual(['Daily', 'mini-comic']);
  });
});
