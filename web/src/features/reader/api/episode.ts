// Episode data over GraphQL (docs/product.md Episode reader): `episode(comicSlug, episodeNumber)`
// with the server's access decision, the pages (URLs signed for this reader when the episode is
// paid), the reader's saved progress and the comic's episodes. Reading it moves nothing: opening
// the episode is its own command (use-episode-opening.ts).
import { useCallback, useEffect, useState } from 'react';
import type { Client } from '@urql/core';
import { graphql } from '../../../gql/index.js';
import type { ReaderEpisodeQuery } from '../../../gql/graphql.js';
import { GraphqlError, graphqlRequest, useGraphqlClient, useGraphqlQuery } from '../../../lib/graphql.js';
import { preloadImage } from '../../../lib/images.js';
import { orderedPages } from '../lib/progress.js';

const ReaderEpisode = graphql(`
  query ReaderEpisode($comicSlug: String!, $episodeNumber: Int!) {
    episode(comicSlug: $comicSlug, episodeNumber: $episodeNumber) {
      episode { ...ComicEpisodeFields comicId comic { id slug title } }
      access { allowed via reason message giftId price passUsed passEndsAt needsOpen needsConfirmation }
      pages { image sequence }
      pagesExpireAt
      progress
      comments
      listEpisode(limit: 100) { ...ComicEpisodeFields }
    }
  }
`);

export type EpisodeData = ReaderEpisodeQuery['episode'];
export type EpisodeAccess = EpisodeData['access'];
export type ReaderEpisodeSummary = EpisodeData['listEpisode'][number];
export interface EpisodeAddress {
  slug: string;
  episodeNumber: number;
}

/**
 * Each reader mount is a visit that asks for the episode afresh: access, pages and progress change
 * as the reader buys and reads. `preloaded` is the visit preloadEpisode asked for ahead (the
 * landing page, in the browser or rendered on the server), which the first reader mount takes
 * from the cache instead. Taken in an effect, not while rendering: React may render a mount it
 * then discards, and the mount it keeps must find the same answer.
 */
interface Visits {
  started: boolean;
  preloaded: string | null;
  /** How the preload failed: the failure is the visit's answer (the cache keeps no failures). */
  failure?: GraphqlError;
}
const visitsByClient = new WeakMap<Client, Visits>();
function visitsIn(client: Client): Visits {
  let visits = visitsByClient.get(client);
  if (!visits) visitsByClient.set(client, (visits = { started: false, preloaded: null }));
  return visits;
}
const visitKey = ({ slug, episodeNumber }: EpisodeAddress) => `${slug}/${episodeNumber}`;
const variables = ({ slug, episodeNumber }: EpisodeAddress) => ({ comicSlug: slug, episodeNumber });

/**
 * For a reader opened straight from its address: loads the episode into the cache for the first
 * reader mount, then the first page's image, so the page images are requested without waiting for
 * the reader's chunk and two renders. Resolves with the comic's id.
 */
export async function preloadEpisode(client: Client, slug: string, episodeNumber: number): Promise<string | undefined> {
  const visits = visitsIn(client);
  if (visits.started) return undefined;
  const address = { slug, episodeNumber };
  visits.preloaded = visitKey(address);
  const { episode } = await graphqlRequest(client, ReaderEpisode, variables(address)).catch((e: GraphqlError) => {
    visits.failure = e;
    throw e;
  });
  // As the reader decides what it shows (reader-view.tsx): pages in order, unless access is refused.
  if (episode.access.allowed) preloadImage(orderedPages(episode.pages)[0]?.image);
  return episode.episode.comicId;
}

interface Answer {
  data?: EpisodeData;
  error?: GraphqlError;
}

/** The episode's answer for this visit; `refetch` asks again (once the episode is opened). */
export function useEpisode({ slug, episodeNumber }: EpisodeAddress) {
  const client = useGraphqlClient();
  const visits = visitsIn(client);
  const key = visitKey({ slug, episodeNumber });
  const [preloaded] = useState(() => visits.preloaded === key);
  const [answer, setAnswer] = useState<Answer | null>(() => (preloaded && visits.failure ? { error: visits.failure } : null));
  // The preloaded visit reads the cache (what the server rendered hydrates from it), once.
  const cached = useGraphqlQuery(ReaderEpisode, variables({ slug, episodeNumber }), { enabled: preloaded && answer === null });
  useEffect(() => {
    visits.started = true;
    if (visits.preloaded === key) {
      visits.preloaded = null;
      visits.failure = undefined;
    }
  }, [visits, key]);
  useEffect(() => {
    if (cached.data || cached.error) setAnswer({ data: cached.data?.episode, error: cached.error });
  }, [cached.data, cached.error]);

  const ask = useCallback(
    (): Promise<Answer> =>
      graphqlRequest(client, ReaderEpisode, variables({ slug, episodeNumber }), { fresh: true }).then(
        (d) => ({ data: d.episode }),
        (error: GraphqlError) => ({ error }),
      ),
    [client, slug, episodeNumber],
  );
  useEffect(() => {
    if (preloaded) return;
    let live = true;
    void ask().then((a) => live && setAnswer(a));
    return () => {
      live = false;
    };
  }, [ask, preloaded]);
  const refetch = useCallback(async () => setAnswer(await ask()), [ask]);

  const current = answer ?? { data: cached.data?.episode, error: cached.error };
  return { data: current.data, error: current.error, refetch };
}

const ReaderPageUrls = graphql(`
  query ReaderPageUrls($comicSlug: String!, $episodeNumber: Int!) {
    episode(comicSlug: $comicSlug, episodeNumber: $episodeNumber) { access { allowed } pages { image sequence } pagesExpireAt }
  }
`);

/** Fresh page URLs for the episode (the page renewal: use-page-renewal.ts). Moves nothing. */
export async function fetchPageUrls(client: Client, address: EpisodeAddress) {
  return (await graphqlRequest(client, ReaderPageUrls, variables(address), { fresh: true })).episode;
}

const ComicOfEpisode = graphql(`
  query ReaderComic($slug: String!) { comicDetail(slug: $slug) { id } }
`);

/** Whether the comic of a missing episode exists (then the episode is the one that is not live). */
export async function comicExists(client: Client, slug: string): Promise<boolean> {
  return graphqlRequest(client, ComicOfEpisode, { slug }).then(
    () => true,
    () => false,
  );
}
