// The episode the signed-in reader read last in one comic: the comic's entry on My Library's
// Recent shelf (GraphQL `libraryRecent`, last read first), asked afresh page by page.
import type { Client } from '@urql/core';
import { graphql } from '../../../gql/index.js';
import { graphqlRequest } from '../../../lib/graphql.js';
import { findOnShelf } from '../lib/shelf-search.js';

/** Comics a page: the shelf's largest page. */
const RECENT_PAGE = 100;

const ComicLastRead = graphql(`
  query ComicLastRead($page: Int!) {
    libraryRecent(page: $page, pageSize: 100) { total items { id comic { id } episodeId } }
  }
`);

/** The id of the episode last read in `comicId`, or undefined when the reader has read none. */
export async function lastReadEpisode(client: Client, comicId: string): Promise<string | undefined> {
  const page = async (n: number) => (await graphqlRequest(client, ComicLastRead, { page: n }, { fresh: true })).libraryRecent;
  return (await findOnShelf(page, (e) => e.comic.id === comicId, RECENT_PAGE))?.episodeId;
}
