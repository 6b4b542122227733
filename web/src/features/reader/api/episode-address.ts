// /episode-view/{episodeId} names an episode by its id, and GraphQL finds an episode by its comic's
// slug and its number: the episode's own REST read (get-comic-episode-data/{episodeId}, asked
// without a token: it moves nothing) names both. The reader then reads the episode as any other.
import { useEffect, useState } from 'react';
import { detailed, rest, type Detailed, type RestAnswer } from '../../../lib/rest.js';
import type { EpisodeAddress } from './episode.js';

type EpisodeById = Detailed<
  RestAnswer<'get', '/api/get-comic-episode-data/{episodeId}'>,
  { episode: { episodeNumber: number; comicId: { slug: string } } }
>;

/** The episode's comic slug and number (null: not asked): undefined while asked, with `error` when it could not be found. */
export function useEpisodeAddress(episodeId: string | null): { address?: EpisodeAddress; error?: unknown } {
  const [found, setFound] = useState<{ of: string; address?: EpisodeAddress; error?: unknown } | null>(null);
  useEffect(() => {
    if (episodeId === null) return;
    let live = true;
    detailed<EpisodeById>(rest.GET('/api/get-comic-episode-data/{episodeId}', { params: { path: { episodeId } } })).then(
      ({ episode }) => live && setFound({ of: episodeId, address: { slug: episode.comicId.slug, episodeNumber: episode.episodeNumber } }),
      (error: unknown) => live && setFound({ of: episodeId, error }),
    );
    return () => {
      live = false;
    };
  }, [episodeId]);
  return found && found.of === episodeId ? found : {};
}
