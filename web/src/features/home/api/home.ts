// Home data (docs/product.md Home): GraphQL `home` (the hero's slides, New Releases, Free Episode,
// the own-manga showcase, genres) and, for a logged-in reader, Recently Read from the library's
// Recent shelf (GraphQL `libraryRecent`).
import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import type { Client } from '@urql/core';
import { graphql } from '../../../gql/index.js';
import type { ComicCardFragment, HomeQuery } from '../../../gql/graphql.js';
import { graphqlRequest, useGraphqlQuery } from '../../../lib/graphql.js';
import { IMAGE_SIZES, preloadImage } from '../../../lib/images.js';
import { credentialsAtom } from '../../../stores/session.js';

const HOME_QUERY = graphql(`
  query Home {
    home {
      slides { id image imageWidths { image width } url }
      newReleases { ...ComicCard }
      freeEpisode { ...ComicCard }
      showcase { ...ComicCard }
      genres
    }
  }
`);

export type HomeSlide = HomeQuery['home']['slides'][number];

/**
 * Starts the home query in `client`, so the page finds it in flight or cached, and then the first
 * slide's image (the hero, the page's largest paint).
 */
export async function preloadHome(client: Client): Promise<void> {
  const { home } = await graphqlRequest(client, HOME_QUERY);
  const first = home.slides[0];
  preloadImage(first?.image, first?.imageWidths, IMAGE_SIZES.hero);
}

export function useHome() {
  const q = useGraphqlQuery(HOME_QUERY, undefined);
  return { data: q.data?.home ?? null, fetching: q.fetching, error: q.error };
}

/**
 * Recently Read: the first page of My Library's Recent shelf (GraphQL `libraryRecent`, last read
 * first, with the progress the library shows), so home and the library never disagree. Asked
 * again on each visit: reading elsewhere moves it.
 */
const HOME_RECENT_QUERY = graphql(`
  query HomeRecentlyRead($pageSize: Int!) {
    libraryRecent(page: 1, pageSize: $pageSize, filter: all) {
      items { id comic { ...ComicCard } percentage }
    }
  }
`);

export type RecentComic = ComicCardFragment & { readPercentage: number };

export function useRecentlyRead(size: number) {
  const loggedIn = useAtomValue(credentialsAtom) !== null;
  const q = useGraphqlQuery(HOME_RECENT_QUERY, { pageSize: size }, { enabled: loggedIn, fresh: true });
  const items = useMemo<RecentComic[]>(
    () => (q.data?.libraryRecent.items ?? []).map((e) => ({ ...e.comic, readPercentage: e.percentage })),
    [q.data],
  );
  return { items, loading: q.fetching, error: q.error, loggedIn };
}
