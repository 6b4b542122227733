// Comic detail data (docs/product.md, The REST calls): get-comic-data/{slug or id}, the reader's purchases
// (get-purchase-episode/{userId}) and the valid gifts of get-all-content (unclaimed rental gifts).
import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { comicDataKey, getComicData } from '../../../api/comic-data.js';
import { detailed, rest, type Detailed, type RestAnswer } from '../../../lib/rest.js';
import { IMAGE_SIZES, preloadImage, type ImageWidth } from '../../../lib/images.js';
import { useQueryState } from '../../../lib/query-client.js';
import { useContent } from '../../../api/content.js';
import { credentialsAtom } from '../../../stores/session.js';
import type { ListEpisode } from '../lib/episode-rules.js';

export interface ComicData {
  _id: string;
  id: string;
  slug: string;
  title: string;
  genre: string;
  thumbnail: string;
  coverImage: string;
  description: string;
  thumbnailWidths?: ImageWidth[];
  coverImageWidths?: ImageWidth[];
  tags: string[];
  writer: string;
  artist: string;
  creator: string;
  feature: string[];
  teamAssignment?: string;
  freeEpisodeCount: number;
  episodePrice: number;
  totalRead: number;
  episodeCount?: number;
}
export interface ComicEpisode extends ListEpisode {
  id: string;
  comicId: string;
}
interface ComicResponse {
  comic: ComicData;
  comicEpisode: ComicEpisode[];
  totalRead: number;
}

const comicQuery = (slug: string) => ({ queryKey: comicDataKey(slug), queryFn: () => getComicData<ComicResponse>(slug) });

/** Loads the comic into the shared cache before the page mounts, then its cover (the hero image). */
export async function preloadComic(client: QueryClient, slug: string): Promise<void> {
  const { comic } = await client.fetchQuery(comicQuery(slug));
  if (comic?.coverImage) preloadImage(comic.coverImage, comic.coverImageWidths, IMAGE_SIZES.cover);
  else if (comic) preloadImage(comic.thumbnail, comic.thumbnailWidths, IMAGE_SIZES.cover);
}

export function useComic(slug: string) {
  return useQueryState(useQuery({ ...comicQuery(slug), enabled: slug !== '' }), slug !== '');
}

type Purchases = Detailed<
  RestAnswer<'get', '/api/get-purchase-episode/{userId}'>,
  { purchaseEpisode?: Array<{ episodeId: { _id: string } | string }> }
>;
export const purchasesKey = (userId: string | null) => ['purchases', userId] as const;

/** Ids of the episodes the logged-in reader bought. */
export function usePurchasedEpisodes() {
  const credentials = useAtomValue(credentialsAtom);
  const q = useQueryState(
    useQuery({
      queryKey: purchasesKey(credentials?.userId ?? null),
      queryFn: () =>
        detailed<Purchases>(
          rest.GET('/api/get-purchase-episode/{userId}', { params: { path: { userId: credentials!.userId } }, token: credentials!.token }),
        ),
      enabled: credentials !== null,
    }),
    credentials !== null,
  );
  const ids = useMemo(
    () =>
      new Set(
        (q.data?.purchaseEpisode ?? [])
          .map((p) => (typeof p.episodeId === 'string' ? p.episodeId : p.episodeId?._id))
          .filter(Boolean) as string[],
      ),
    [q.data],
  );
  return { ...q, ids };
}

interface GiftEntry {
  _id: string;
  type: string;
  episodeId?: { _id: string } | null;
}

/**
 * Rental gifts per episode id (get-all-content's valid gifts; the shell caches the same call).
 * Asked for only while someone is signed in: only a signed-in reader claims a gift (episode-rules
 * episodeAction), and the call is the whole catalog (148 KB gzipped for 1 000 comics) that a
 * visitor's phone would otherwise download beside the cover.
 */
export function useRentalGifts() {
  const signedIn = useAtomValue(credentialsAtom) !== null;
  const q = useContent<{ allGift?: GiftEntry[] }>(signedIn);
  return useMemo(() => {
    const byEpisode = new Map<string, string>();
    for (const g of q.data?.allGift ?? []) if (g.type === 'rental' && g.episodeId?._id) byEpisode.set(g.episodeId._id, g._id);
    return byEpisode;
  }, [q.data]);
}
