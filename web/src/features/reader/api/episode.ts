// Episode data (docs/product.md, The REST calls): get-comic-data/{slug} to find the episode by number, then
// get-comic-episode-data/{episodeId} (Token when logged in) with the server's access decision
// and the reader's saved progress.
import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { detailed, rest, type Detailed, type RestAnswer, type Undocumented } from '../../../lib/rest.js';
import { comicDataKey, getComicData } from '../../../api/comic-data.js';
import { useQueryState } from '../../../lib/query-client.js';
import { storedCredentials } from '../../../lib/storage.js';
import { preloadImage } from '../../../lib/images.js';
import { orderedPages } from '../lib/progress.js';
import { credentialsAtom } from '../../../stores/session.js';

export interface ReaderEpisodeSummary {
  _id: string;
  title: string;
  episodeNumber: number;
  coverImage: string;
  monetization: string;
  coinPrice: number;
  releaseDate: string;
  createdAt: string;
}
export type EpisodeAccess =
  /**
   * `needsOpen`: the pages come once the open-episode command ran; `needsConfirmation`: that
   * command starts the reader's rental pass (ending `passEndsAt`), so the reader agrees first.
   */
  | { allowed: true; via?: string; passUsed?: boolean | null; passEndsAt?: string | null; needsOpen?: boolean; needsConfirmation?: boolean }
  | { allowed: false; reason: 'login' | 'plan' | 'gift' | 'purchase' | 'not_live'; message?: string; giftId?: string; price?: number };
export type EpisodeResponse = Detailed<
  RestAnswer<'get', '/api/get-comic-episode-data/{episodeId}'>,
  {
    episode: ReaderEpisodeSummary & {
      comicId: { _id: string; title: string; slug: string };
      content: Array<{ image: string; sequence: number }>;
    };
    access: EpisodeAccess;
    progress: number | null;
    /** When the signed page URLs of a paid episode stop working (ISO); null when they are all public. */
    pagesExpireAt?: string | null;
  }
> &
  Undocumented<{ comments: number; listEpisode: ReaderEpisodeSummary[] }>;
interface ComicLookup {
  comic: { _id: string; slug: string; title: string };
  comicEpisode: ReaderEpisodeSummary[];
}

const lookupQuery = (slug: string) => ({ queryKey: comicDataKey(slug), queryFn: () => getComicData<ComicLookup>(slug) });

/** The episode id for /comic/{slug}/{n}: undefined while loading, null when the number is not live. */
export function useEpisodeIdByNumber(slug: string | null, episodeNumber: number) {
  const q = useQueryState(useQuery({ ...lookupQuery(slug ?? ''), enabled: slug !== null }), slug !== null);
  if (!slug) return { id: undefined, error: undefined };
  if (q.error) return { id: undefined, error: q.error };
  if (!q.data) return { id: undefined, error: undefined };
  return { id: q.data.comicEpisode.find((e) => e.episodeNumber === episodeNumber)?._id ?? null, error: undefined };
}

/**
 * Each reader mount is a visit with its own query key, counted per cache (one in the browser, one
 * per server render). `preloaded` is the visit preloadEpisode filled, until a reader mount commits
 * with it. Taken in an effect, not in the state initializer: React may run the initializer for a
 * render it then discards (seen in Chromium: the reader's first mount ran it twice), and the
 * second run must land on the same visit and reuse the preloaded answer instead of fetching the
 * episode again.
 */
interface Visits {
  count: number;
  preloaded: number | null;
}
const visitsByCache = new WeakMap<QueryClient, Visits>();
function visitsIn(client: QueryClient): Visits {
  let visits = visitsByCache.get(client);
  if (!visits) {
    visits = { count: 0, preloaded: null };
    visitsByCache.set(client, visits);
  }
  return visits;
}

/**
 * Opens an episode for the signed-in reader: records the opening and, for a claimed rental pass
 * not in use yet, starts it (only after the reader agreed). Sent again, it moves nothing more.
 */
export const openEpisode = (episodeId: string, token: string) => rest.POST('/api/open-episode', { token, body: { episodeId } });

/** One fetch of the episode (the page renewal asks again with it: see use-page-renewal). Moves nothing. */
export const getEpisode = (episodeId: string, token: string | undefined) =>
  detailed<EpisodeResponse>(rest.GET('/api/get-comic-episode-data/{episodeId}', { params: { path: { episodeId } }, token }));
const episodeQuery = (episodeId: string, credentials: { userId: string; token: string } | null, visit: number) => ({
  queryKey: ['episode', episodeId, credentials?.userId ?? null, visit] as const,
  queryFn: () => getEpisode(episodeId, credentials?.token),
  // Each visit has its own key, so an answer is never read again once its reader is gone.
  gcTime: 60_000,
});

/** Fetched afresh on each visit (a per-mount key): access and progress change as the reader buys and reads. */
export function useEpisode(episodeId: string | null | undefined) {
  const credentials = useAtomValue(credentialsAtom);
  const visits = visitsIn(useQueryClient());
  const [visit] = useState(() => visits.preloaded ?? ++visits.count);
  useEffect(() => {
    if (visits.preloaded === visit) visits.preloaded = null;
  }, [visits, visit]);
  const enabled = typeof episodeId === 'string';
  return useQueryState(useQuery({ ...episodeQuery(episodeId ?? '', credentials, visit), enabled }), enabled);
}

/**
 * For a reader opened straight from its address: loads the episode lookup and then the episode
 * into the keys the first mounted reader will use (`preloadedVisit`), then the first page's
 * image, so the page images are requested without waiting for the reader's chunk and two renders.
 */
export async function preloadEpisode(client: QueryClient, slug: string, episodeNumber: number): Promise<void> {
  const lookup = await client.fetchQuery(lookupQuery(slug));
  const id = lookup.comicEpisode.find((e) => e.episodeNumber === episodeNumber)?._id;
  const visits = visitsIn(client);
  if (!id || visits.count > 0) return;
  visits.preloaded = ++visits.count;
  const episode = await client.fetchQuery(episodeQuery(id, storedCredentials(), visits.preloaded));
  // As the reader decides what it shows (reader-view.tsx): pages in order, unless access is refused.
  if (episode.access?.allowed !== false) preloadImage(orderedPages(episode.episode.content)[0]?.image);
}
