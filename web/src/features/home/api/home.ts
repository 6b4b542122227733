// Home data (spec §2 Home): the hero's slides from REST get-home-slide (a GET, which index.html
// can preload beside the app shell: a GraphQL POST cannot be), GraphQL `home` (New Releases, Free
// Episode, the own-manga showcase, genres) and, for a logged-in reader, Recently Read from the
// user data.
import { useCallback, useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { useQuery as useGql, type Client } from 'urql';
import { COMIC_CARD_FIELDS, type GqlComicCard } from '../../../api/comic-fields.js';
import { preloadImage } from '../../../lib/images.js';
import { rest } from '../../../lib/rest.js';
import { useUserData } from '../../../api/user-data.js';
import { fetchQuery, peekQuery, useQuery } from '../../../lib/query.js';
import { credentialsAtom } from '../../../stores/session.js';

export const HOME_QUERY = `query Home { home {
  newReleases { ${COMIC_CARD_FIELDS} }
  freeEpisode { ${COMIC_CARD_FIELDS} }
  showcase { ${COMIC_CARD_FIELDS} }
  genres
} }`;

export interface HomeSlide { id: string; image: string; url: string }
export interface HomeResult {
  home: { newReleases: GqlComicCard[]; freeEpisode: GqlComicCard[]; showcase: GqlComicCard[]; genres: string[] };
}

const SLIDES_KEY = 'home-slide';
/** Anonymous (no Token) like the preload index.html makes of it: slides are the same for everyone. */
const getSlides = () => rest<{ slides: HomeSlide[] }>('/get-home-slide');

/**
 * Starts the home query in `client` and the slides, so the page finds them in flight or cached,
 * and then the first slide's image (the hero, the page's largest paint).
 */
export async function preloadHome(client: Client): Promise<void> {
  void client.query<HomeResult>(HOME_QUERY, {}).toPromise();
  await fetchQuery(SLIDES_KEY, getSlides);
  preloadImage(peekQuery<{ slides: HomeSlide[] }>(SLIDES_KEY)?.slides[0]?.image);
}

export function useHome() {
  const [res] = useGql<HomeResult>({ query: HOME_QUERY });
  return { data: res.data?.home ?? null, fetching: res.fetching, error: res.error };
}

export function useSlides() {
  const q = useQuery(SLIDES_KEY, getSlides);
  return { slides: q.data?.slides ?? null, error: q.error };
}

interface ContentComic { _id: string; id?: string; slug: string; title: string; genre: string; thumbnail: string; coverImage: string; teamAssignment?: string }
interface ContentResponse { allComics?: ContentComic[]; allSeries?: ContentComic[] }
interface ReadEntry { comicId?: string; _id?: string; readPercentage?: number }

export interface RecentComic extends ContentComic { id: string; readPercentage: number }

/**
 * Recently Read: the user data's read comics (`readCoimc`, newest first) shown with the public
 * comic data of get-all-content (own manga and vendor series; the call the shell already caches).
 */
export function useRecentlyRead() {
  const credentials = useAtomValue(credentialsAtom);
  const userData = useUserData();
  const fetcher = useCallback(() => rest<ContentResponse>('/get-all-content', { token: credentials?.token }), [credentials]);
  const content = useQuery(credentials ? 'all-content' : null, fetcher);
  const items = useMemo(() => {
    const byId = new Map<string, ContentComic>();
    for (const c of [...(content.data?.allComics ?? []), ...(content.data?.allSeries ?? [])]) byId.set(c._id, c);
    const read = ((userData.data as { readCoimc?: ReadEntry[] } | undefined)?.readCoimc ?? []);
    const out: RecentComic[] = [];
    for (const r of read) {
      const c = byId.get(r.comicId ?? r._id ?? '');
      if (c && !out.some((o) => o._id === c._id)) out.push({ ...c, id: c.id ?? c._id, readPercentage: Number(r.readPercentage ?? 0) });
    }
    return out;
  }, [content.data, userData.data]);
  return { items, loading: userData.loading || content.loading, loggedIn: credentials !== null };
}
