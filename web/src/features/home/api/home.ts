// Home data (spec §2 Home): GraphQL `home` (slides, New Releases, Free Episode, the own-manga
// showcase, genres) and, for a logged-in reader, REST get-comic-read (Recently Read).
import { useCallback } from 'react';
import { useAtomValue } from 'jotai';
import { useQuery as useGql } from 'urql';
import { COMIC_CARD_FIELDS, type GqlComicCard } from '../../../api/comic-fields.js';
import { rest } from '../../../lib/rest.js';
import { useQuery } from '../../../lib/query.js';
import { credentialsAtom } from '../../../stores/session.js';

export const HOME_QUERY = `query Home { home {
  slides { id image url }
  newReleases { ${COMIC_CARD_FIELDS} }
  freeEpisode { ${COMIC_CARD_FIELDS} }
  showcase { ${COMIC_CARD_FIELDS} }
  genres
} }`;

export interface HomeSlide { id: string; image: string; url: string }
export interface HomeResult {
  home: { slides: HomeSlide[]; newReleases: GqlComicCard[]; freeEpisode: GqlComicCard[]; showcase: GqlComicCard[]; genres: string[] };
}

export function useHome() {
  const [res] = useGql<HomeResult>({ query: HOME_QUERY });
  return { data: res.data?.home ?? null, fetching: res.fetching, error: res.error };
}

export interface ReadEntry {
  _id: string;
  comicId: string;
  episodeId: string;
  readPercentage: number;
  comic: { _id: string; id: string; slug: string; title: string; genre: string; thumbnail: string; coverImage: string; teamAssignment?: string };
}
interface ReadResponse { readData?: ReadEntry[] }

export function useRecentlyRead() {
  const credentials = useAtomValue(credentialsAtom);
  const fetcher = useCallback(
    () => rest<ReadResponse>(`/get-comic-read/${encodeURIComponent(credentials!.userId)}`, { token: credentials!.token }),
    [credentials],
  );
  const q = useQuery(credentials ? `comic-read:${credentials.userId}` : null, fetcher);
  return { ...q, items: q.data?.readData ?? [], loggedIn: credentials !== null };
}
