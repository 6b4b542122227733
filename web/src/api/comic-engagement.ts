// Likes, shares and interest of a comic (docs/product.md, The REST calls add-like-share, get-interest, add-interest) over
// GraphQL: the counts, and the reader's own like and interest marks when signed in (the client is
// the reader's own: lib/graphql-client.ts). Each mutation answers the engagement as it now stands,
// which api/comic-engagement-cache.ts writes over the cached one.
import type { Client } from '@urql/core';
import { graphql } from '../gql/index.js';
import type { ComicEngagementQuery } from '../gql/graphql.js';
import { graphqlRequest } from '../lib/graphql.js';

export type ComicEngagement = ComicEngagementQuery['comicEngagement'];

/** The comic detail's controls and the reader's heart read it. */
export const COMIC_ENGAGEMENT = graphql(`
  query ComicEngagement($comicId: ID!) { comicEngagement(comicId: $comicId) { comicId likeCount shareCount liked interest } }
`);

/** Loads a comic's engagement into the cache before its page renders (route-preload.ts). */
export async function preloadComicEngagement(client: Client, comicId: string): Promise<void> {
  await graphqlRequest(client, COMIC_ENGAGEMENT, { comicId });
}

export const LIKE_OR_SHARE_COMIC = graphql(`
  mutation LikeOrShareComic($comicId: ID!, $type: LikeShareType!) {
    likeOrShareComic(comicId: $comicId, type: $type) { message engagement { comicId likeCount shareCount liked interest } }
  }
`);

export const MARK_INTEREST = graphql(`
  mutation MarkInterest($comicId: ID!, $interest: Boolean!) {
    markInterest(comicId: $comicId, interest: $interest) { message engagement { comicId likeCount shareCount liked interest } }
  }
`);
