// The episodes of one comic the signed-in reader owns (bought or unlocked with unlock-all): the
// comic's entry on My Library's Unlocked shelf (GraphQL `libraryUnlocked`, most recently unlocked
// first), looked for page by page. A purchase invalidates the shelf (comics-cache.ts), so the
// labels follow it.
import { useEffect, useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import { graphql } from '../../../gql/index.js';
import type { ComicUnlockedQuery } from '../../../gql/graphql.js';
import { graphqlRequest, useGraphqlClient, useGraphqlQuery } from '../../../lib/graphql.js';
import { credentialsAtom } from '../../../stores/session.js';
import { findOnShelf, hasLaterPages } from '../lib/shelf-search.js';

/** Comics a page: the shelf's largest page (selecting only ids keeps it within the operation cost). */
const UNLOCKED_PAGE = 100;

const ComicUnlocked = graphql(`
  query ComicUnlocked($page: Int!) {
    libraryUnlocked(page: $page, pageSize: 100) { total items { comic { id } episodes { episodeId } } }
  }
`);

type Shelf = ComicUnlockedQuery['libraryUnlocked'];
type Entry = Shelf['items'][number];

const NONE: ReadonlySet<string> = new Set();

/** Ids of the episodes of `comicId` the signed-in reader owns (none for a visitor). */
export function usePurchasedEpisodes(comicId: string): ReadonlySet<string> {
  const signedIn = useAtomValue(credentialsAtom) !== null;
  const client = useGraphqlClient();
  const q = useGraphqlQuery(ComicUnlocked, { page: 1 }, { enabled: signedIn && comicId !== '' });
  const first = q.data?.libraryUnlocked;
  const onFirst = first?.items.find((e) => e.comic.id === comicId);
  const look = first !== undefined && onFirst === undefined && hasLaterPages(first, UNLOCKED_PAGE);
  // Looked for again whenever the first page is answered anew (after a purchase, say).
  const [later, setLater] = useState<{ of: Shelf; entry: Entry | undefined } | null>(null);
  useEffect(() => {
    if (!look || !first) return;
    let live = true;
    const page = async (n: number) => (await graphqlRequest(client, ComicUnlocked, { page: n })).libraryUnlocked;
    findOnShelf(page, (e) => e.comic.id === comicId, UNLOCKED_PAGE, 2).then(
      (entry) => live && setLater({ of: first, entry }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [client, comicId, first, look]);
  const entry = onFirst ?? (later && later.of === first ? later.entry : undefined);
  return useMemo(() => (entry ? new Set(entry.episodes.map((e) => e.episodeId)) : NONE), [entry]);
}
