// A comic's episode list over GraphQL (schema Comic.episodes, by number), read by comic detail and
// by the reader (its episode menu and Prev/Next). One call answers at most EPISODE_PAGE episodes:
// the first page comes with the page's own query, the rest are asked here, a page at a time.
import { useEffect, useState } from 'react';
import { graphql } from '../gql/index.js';
import type { ComicEpisodeFieldsFragment } from '../gql/graphql.js';
import { graphqlRequest, useGraphqlClient } from '../lib/graphql.js';

export const ComicEpisodeFields = graphql(`
  fragment ComicEpisodeFields on Episode { id title episodeNumber coverImage monetization coinPrice releaseDate createdAt }
`);

export type ComicEpisode = ComicEpisodeFieldsFragment;

/** The most episodes one call answers (the server's EPISODE_PAGE_MAX); the documents ask for this many. */
export const EPISODE_PAGE = 100;

const ComicEpisodesPage = graphql(`
  query ComicEpisodesPage($comic: String!, $offset: Int!) {
    comicDetail(slug: $comic) { id episodes(offset: $offset, limit: 100) { ...ComicEpisodeFields } }
  }
`);

/** `first` and the pages after it: a full page may have more behind it, a short one is the last. */
export async function withLaterPages<E>(first: readonly E[], page: (offset: number) => Promise<readonly E[]>): Promise<E[]> {
  const all = [...first];
  let last = first;
  while (last.length === EPISODE_PAGE) {
    last = await page(all.length);
    all.push(...last);
  }
  return all;
}

/**
 * Every episode of the comic (`comic`: its id or slug), given the first page its page read: that
 * page at once, the whole list once the later pages have answered (a failed one leaves the pages
 * before it).
 */
export function useAllEpisodes(comic: string, first: ComicEpisode[] | undefined): ComicEpisode[] | undefined {
  const client = useGraphqlClient();
  const [later, setLater] = useState<{ of: ComicEpisode[]; all: ComicEpisode[] } | null>(null);
  const more = first !== undefined && first.length === EPISODE_PAGE;
  useEffect(() => {
    if (!more || !first) return;
    let live = true;
    const page = async (offset: number) => (await graphqlRequest(client, ComicEpisodesPage, { comic, offset })).comicDetail.episodes;
    withLaterPages(first, page).then(
      (all) => live && setLater({ of: first, all }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [client, comic, first, more]);
  return later && later.of === first ? later.all : first;
}
