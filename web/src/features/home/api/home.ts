// Home data (spec §2 Home): the hero's slides from REST get-home-slide (a GET, which index.html
// can preload beside the app shell: a GraphQL POST cannot be), GraphQL `home` (New Releases, Free
// Episode, the own-manga showcase, genres) and, for a logged-in reader, Recently Read from the
// user data.
import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/index.js';
import { graphqlQuery } from '../../../lib/graphql.js';
import { IMAGE_SIZES, preloadImage, type ImageWidth } from '../../../lib/images.js';
import { rest } from '../../../lib/rest.js';
import { useUserData } from '../../../api/user-data.js';
import { useContent } from '../../../api/content.js';
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

export interface HomeSlide { id: string; image: string; imageWidths?: ImageWidth[]; url: string }

/** Anonymous (no Token) like the preload index.html makes of it: slides are the same for everyone. */
const slidesQuery = { queryKey: ['home-slide'], queryFn: () => rest<{ slides: HomeSlide[] }>('/get-home-slide') };

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

interface ContentComic { _id: string; id?: string; slug: string; title: string; genre: string; thumbnail: string; coverImage: string; teamAssignment?: string }
interface ReadEntry { comicId?: string; _id?: string; readPercentage?: number }

export interface RecentComic extends ContentComic { id: string; readPercentage: number }

/**
 * Recently Read: the user data's read comics (`readCoimc`, newest first) shown with the public
 * comic data of get-all-content (own manga and vendor series; the call the shell already caches).
 */
export function useRecentlyRead() {
  const credentials = useAtomValue(credentialsAtom);
  const userData = useUserData();
  const content = useContent<{ allComics?: ContentComic[]; allSeries?: ContentComic[] }>(credentials !== null);
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
