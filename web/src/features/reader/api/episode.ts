// Episode data (spec §7): get-comic-data/{slug} to find the episode by number, then
// get-comic-episode-data/{episodeId} (Token when logged in) with the server's access decision
// and the reader's saved progress.
import { useCallback, useState } from 'react';
import { useAtomValue } from 'jotai';
import { rest } from '../../../lib/rest.js';
import { useQuery } from '../../../lib/query.js';
import { credentialsAtom } from '../../../stores/session.js';

export interface ReaderEpisodeSummary {
  _id: string; title: string; episodeNumber: number; coverImage: string; monetization: string; coinPrice: number;
  releaseDate: string; createdAt: string;
}
export type EpisodeAccess =
  | { allowed: true; via?: string }
  | { allowed: false; reason: 'login' | 'plan' | 'gift' | 'purchase' | 'not_live'; message?: string; giftId?: string; price?: number };
export interface EpisodeResponse {
  episode: ReaderEpisodeSummary & { comicId: { _id: string; title: string; slug: string }; content: Array<{ image: string; sequence: number }> };
  comments: number;
  listEpisode: ReaderEpisodeSummary[];
  access: EpisodeAccess;
  progress: number | null;
}
interface ComicLookup { comic: { _id: string; slug: string; title: string }; comicEpisode: ReaderEpisodeSummary[] }

/** The episode id for /comic/{slug}/{n}: undefined while loading, null when the number is not live. */
export function useEpisodeIdByNumber(slug: string | null, episodeNumber: number) {
  const fetcher = useCallback(() => rest<ComicLookup>(`/get-comic-data/${encodeURIComponent(slug!)}`), [slug]);
  const q = useQuery(slug ? `comic:${slug}` : null, fetcher);
  if (!slug) return { id: undefined, error: undefined };
  if (q.error) return { id: undefined, error: q.error };
  if (!q.data) return { id: undefined, error: undefined };
  return { id: q.data.comicEpisode.find((e) => e.episodeNumber === episodeNumber)?._id ?? null, error: undefined };
}

let visits = 0;

/** Fetched afresh on each visit (a per-mount key): access and progress change as the reader buys and reads. */
export function useEpisode(episodeId: string | null | undefined) {
  const credentials = useAtomValue(credentialsAtom);
  const [visit] = useState(() => ++visits);
  const fetcher = useCallback(
    () => rest<EpisodeResponse>(`/get-comic-episode-data/${encodeURIComponent(episodeId!)}`, { token: credentials?.token }),
    [episodeId, credentials],
  );
  return useQuery(episodeId ? `episode:${episodeId}:${credentials?.userId ?? '-'}:${visit}` : null, fetcher);
}
