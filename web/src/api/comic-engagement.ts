// Likes, shares and interest of a comic (docs/product.md, The REST calls add-like-share, get-interest, add-interest) over
// GraphQL: the counts, and the reader's own like and interest marks when signed in. Types are
// generated from the schema (src/gql).
import { graphql } from '../gql/index.js';
import type { ComicEngagementQuery } from '../gql/graphql.js';
import { graphqlQuery } from '../lib/graphql.js';
import { PER_READER } from '../lib/query-client.js';

export type ComicEngagement = ComicEngagementQuery['comicEngagement'];

/** Per reader (their own marks): the comic detail's controls and the reader's heart share it. */
export const COMIC_ENGAGEMENT = graphql(`
  query ComicEngagement($comicId: ID!) { comicEngagement(comicId: $comicId) { comicId likeCount shareCount liked interest } }
`);

/** A comic's engagement for the signed-in reader (or a visitor): cleared when the reader changes. */
export const comicEngagementQuery = (comicId: string) => ({ ...graphqlQuery(COMIC_ENGAGEMENT, { comicId }), meta: PER_READER });

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
