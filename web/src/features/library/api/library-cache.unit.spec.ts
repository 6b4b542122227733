// The shelves follow what changes them elsewhere: with the library's cache config, a mounted shelf
// is asked again (every page and filter of it) after the mutation that changes it, and only that
// shelf. A real urql client with Graphcache, answered by a fake server.
import { describe, expect, test } from '@jest/globals';
import { fakeGraphqlServer } from '../../../lib/testing/fake-graphql-server.js';
import { libraryCache } from './library-cache.js';
import { LIBRARY_RECENT, LIBRARY_SUBSCRIBED } from './library.js';

const comic = {
  __typename: 'Comic',
  id: 'c1',
  slug: 'mini',
  title: 'Mini',
  genre: 'action',
  thumbnail: '',
  coverImage: '',
  teamAssignment: 'manga',
};
const shelf = (typename: string, item: object) => ({ __typename: typename, total: 1, page: 1, pageSize: 20, items: [item] });
const answers: Record<string, object> = {
  LibrarySubscribed: {
    librarySubscribed: shelf('SubscribedShelfPage', {
      __typename: 'SubscribedShelfEntry',
      comic,
      latestEpisodeNumber: 3,
      latestReleaseDate: null,
    }),
  },
  LibraryRecent: {
    libraryRecent: shelf('RecentShelfPage', {
      __typename: 'RecentShelfEntry',
      id: 'h1',
      comic,
      episodeId: 'e1',
      episodeNumber: 1,
      percentage: 40,
      completed: false,
      readAt: '2024-01-01T00:00:00Z',
    }),
  },
  ToggleBell: { toggleComicBell: { __typename: 'ComicBellResult', comicId: 'c1', subscribed: true, message: 'ok' } },
  DeleteHistory: { deleteReadingHistory: { __typename: 'DeleteHistoryResult', message: 'ok', remaining: 0 } },
};

const fakeServer = () => fakeGraphqlServer(answers, libraryCache);

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};
const count = (asked: string[], name: string) => asked.filter((n) => n === name).length;

/** Mounts two pages and filters of each shelf, runs `mutation`, and answers how often each shelf was asked after it. */
async function shelvesAskedAfter(mutation: string, variables: object) {
  const { client, asked } = fakeServer();
  const subs = [LIBRARY_SUBSCRIBED, LIBRARY_RECENT].flatMap((doc) =>
    [
      { page: 1, pageSize: 20, filter: 'manga' },
      { page: 2, pageSize: 20, filter: 'vendor' },
    ].map((v) => client.query(doc.toString(), v).subscribe(() => undefined)),
  );
  await until(() => asked.length === 4);
  asked.length = 0;
  await client.mutation(mutation, variables).toPromise();
  await new Promise((r) => setTimeout(r, 50));
  for (const s of subs) s.unsubscribe();
  return { subscribed: count(asked, 'LibrarySubscribed'), recent: count(asked, 'LibraryRecent') };
}

describe('library cache config', () => {
  test("turning a comic's bell on or off asks the Subscribed shelf again, every page and filter, and not Recent", async () => {
    const after = await shelvesAskedAfter(
      'mutation ToggleBell($comicId: ID!) { toggleComicBell(comicId: $comicId) { comicId subscribed message } }',
      {
        comicId: 'c1',
      },
    );
    expect(after).toEqual({ subscribed: 2, recent: 0 });
  });

  test('deleting reading history asks the Recent shelf again, every page and filter, and not Subscribed', async () => {
    const after = await shelvesAskedAfter(
      'mutation DeleteHistory($comicIds: [ID!]!) { deleteReadingHistory(comicIds: $comicIds) { message remaining } }',
      {
        comicIds: ['c1'],
      },
    );
    expect(after).toEqual({ subscribed: 0, recent: 2 });
  });
});
