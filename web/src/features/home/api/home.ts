// Home data (docs/product.md Home): the hero's slides from REST get-home-slide (a GET, which index.html
// can preload beside the app shell: a GraphQL POST cannot be), GraphQL `home` (New Releases, Free
// Episode, the own-manga showcase, genres) and, for a logged-in reader, Recently Read from the
// library's Recent shelf (GraphQL `libraryRecent`).
import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/index.js';
import type { ComicCardFragment } from '../../../gql/graphql.js';
import { graphqlQuery, useGraphqlQuery } from '../../../lib/graphql.js';
import { IMAGE_SIZES, preloadImage, type ImageWidth } from '../../../lib/images.js';
import { detailed, rest, type Detailed, type RestAnswer } from '../../../lib/rest.js';
import { credentialsAtom } from '../../../stores/session.js';

const HomeQuery = graphql(`
  query Home {
    home {
      newReleases { ...ComicCard }
      freeEpisode { ...ComicCard }
      showcase { ...ComicCard }
      genres
    }
  }
`);

export interface HomeSlide {
  id: string;
  image: string;
  imageWidths?: ImageWidth[];
  url: string;
}

/** Anonymous (no Token) like the preload index.html makes of it: slides are the same for everyone. */
type Slides = Detailed<RestAnswer<'get', '/api/get-home-slide'>, { slides: HomeSlide[] }>;
const slidesQuery = { queryKey: ['home-slide'], queryFn: () => detailed<Slides>(rest.GET('/api/get-home-slide')) };

/**
 * Starts the home query and the slides in `client`, so the page finds them in flight or cached,
 * and then the first slide's image (the hero, the page's largest paint).
 */
export async function preloadHome(client: QueryClient): Promise<void> {
  void client.prefetchQuery(graphqlQuery(HomeQuery));
  const { slides } = await client.fetchQuery(slidesQuery);
  preloadImage(slides[0]?.image, slides[0]?.imageWidths, IMAGE_SIZES.hero);
}

export function useHome() {
  const q = useQuery(graphqlQuery(HomeQuery));
  return { data: q.data?.home ?? null, fetching: q.isFetching, error: q.error };
}

export function useSlides() {
  const q = useQuery(slidesQuery);
  return { slides: q.data?.slides ?? null, error: q.error ?? undefined };
}

/**
 * Recently Read: the first page of My Library's Recent shelf (GraphQL `libraryRecent`, last read
 * first, with the progress the library shows), so home and the library never disagree. Asked
 * again on each visit: reading elsewhere moves it.
 */
const HomeRecentQuery = graphql(`
  query HomeRecentlyRead($pageSize: Int!) {
    libraryRecent(page: 1, pageSize: $pageSize, filter: all) {
      items { comic { ...ComicCard } percentage }
    }
  }
`);

export type RecentComic = ComicCardFragment & { readPercentage: number };

export function useRecentlyRead(size: number) {
  const loggedIn = useAtomValue(credentialsAtom) !== null;
  const q = useGraphqlQuery(HomeRecentQuery, { pageSize: size }, { enabled: loggedIn, staleTime: 0, perReader: true });
  const items = useMemo<RecentComic[]>(
    () => (q.data?.libraryRecent.items ?? []).map((e) => ({ ...e.comic, readPercentage: e.percentage })),
    [q.data],
  );
  return { items, loading: q.isFetching, error: q.error, loggedIn };
}
