// Comic detail data over GraphQL (docs/product.md Comic detail): the comic by slug or id
// (`comicDetail`) with its episodes by number (api/comic-data.ts asks for any after the first
// page), and the valid rental gifts (`gifts`) of the episodes a signed-in reader has not claimed.
import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import type { Client } from '@urql/core';
import { graphql } from '../../../gql/index.js';
import type { ComicDetailQuery } from '../../../gql/graphql.js';
import { useAllEpisodes, type ComicEpisode } from '../../../api/comic-data.js';
import { graphqlRequest, useGraphqlQuery } from '../../../lib/graphql.js';
import { IMAGE_SIZES, preloadImage } from '../../../lib/images.js';
import { credentialsAtom } from '../../../stores/session.js';

const ComicDetail = graphql(`
  query ComicDetail($slug: String!) {
    comicDetail(slug: $slug) {
      id slug title genre thumbnail coverImage thumbnailWidths { image width } coverImageWidths { image width }
      description tags writer artist feature teamAssignment totalRead
      episodes(limit: 100) { ...ComicEpisodeFields }
    }
  }
`);

export type ComicData = Omit<ComicDetailQuery['comicDetail'], 'episodes'>;
export type { ComicEpisode };

const NO_EPISODES: ComicEpisode[] = [];

/**
 * Loads the comic into the cache before the page mounts, then its cover (the hero image).
 * Resolves with the comic's id.
 */
export async function preloadComic(client: Client, slug: string): Promise<string | undefined> {
  const { comicDetail: comic } = await graphqlRequest(client, ComicDetail, { slug });
  if (comic.coverImage) preloadImage(comic.coverImage, comic.coverImageWidths, IMAGE_SIZES.cover);
  else preloadImage(comic.thumbnail, comic.thumbnailWidths, IMAGE_SIZES.cover);
  return comic.id;
}

/** The comic and all its episodes (the first page until the rest have answered). */
export function useComic(slug: string) {
  const q = useGraphqlQuery(ComicDetail, { slug }, { enabled: slug !== '' });
  const comic = q.data?.comicDetail;
  const episodes = useAllEpisodes(comic?.id ?? slug, comic?.episodes);
  return { comic: comic ?? null, episodes: episodes ?? NO_EPISODES, error: q.error, loading: q.loading };
}

const RentalGifts = graphql(`
  query ComicRentalGifts { gifts { id type episodeId } }
`);

/**
 * Rental gifts per episode id (the valid gifts). Asked for only while someone is signed in: only
 * a signed-in reader claims a gift (episode-rules episodeAction).
 */
export function useRentalGifts(): ReadonlyMap<string, string> {
  const signedIn = useAtomValue(credentialsAtom) !== null;
  const q = useGraphqlQuery(RentalGifts, undefined, { enabled: signedIn });
  return useMemo(() => {
    const byEpisode = new Map<string, string>();
    for (const g of q.data?.gifts ?? []) if (g.type === 'rental' && g.episodeId) byEpisode.set(g.episodeId, g.id);
    return byEpisode;
  }, [q.data]);
}
