// The Comments page's data (docs/product.md, The REST calls get-episode-comment, add-comment, like-comment,
// get-user-comment-data, add-mute-data, add-report) over GraphQL. Types are generated from the
// schema (src/gql).
import { graphql } from '../../../gql/index.js';
import type { EpisodeCommentsQuery } from '../../../gql/graphql.js';

export type CommentConnection = EpisodeCommentsQuery['episodeComments'];
export type CommentNode = CommentConnection['edges'][number]['node'];

export const PAGE_SIZE = 20;

export const COMMENT_EPISODE = graphql(`
  query CommentEpisode($slug: String!, $n: Int!) { episode(comicSlug: $slug, episodeNumber: $n) { episode { id comicId episodeNumber title } comments } }
`);

/** Per reader (own, liked, hidden, spoiler, muted authors left out). */
export const EPISODE_COMMENTS = graphql(`
  query EpisodeComments($episodeId: ID!, $first: Int, $after: String) {
    episodeComments(episodeId: $episodeId, first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { cursor node { id content likeCount createdAt episodeNumber own liked hidden spoiler author { id fullName photo } } }
    }
  }
`);

export const MUTES_REPORTS_AND_LIKES = graphql(`
  query MutesReportsAndLikes { mutesReportsAndLikes { muteData { muteUserId user { id fullName } } reportData { commentId guiltyUser } } }
`);

export const ADD_COMMENT = graphql(`
  mutation AddComment($episodeId: ID!, $content: String!) {
    addComment(episodeId: $episodeId, content: $content) {
      message
      comment { id content likeCount createdAt episodeNumber own liked hidden spoiler author { id fullName photo } }
    }
  }
`);

export const LIKE_COMMENT = graphql(`
  mutation LikeComment($commentId: ID!, $like: Boolean) { likeComment(commentId: $commentId, like: $like) { message commentId liked likeCount } }
`);

export const MUTE_COMMENTER = graphql(`
  mutation MuteCommenter($muteUserId: ID!, $mute: Boolean) { muteCommenter(muteUserId: $muteUserId, mute: $mute) { message muteUserId muted } }
`);

export const REPORT_COMMENT = graphql(`
  mutation ReportComment($commentId: ID!, $reason: String!) { reportComment(commentId: $commentId, reason: $reason) { message } }
`);

export const DELETE_COMMENT = graphql(`
  mutation DeleteComment($commentId: ID!) { deleteComment(commentId: $commentId) { message } }
`);

/** Live arrivals on an episode (use-comment-stream.ts): only the id is needed, each message is a hint to read again. */
export const NEW_COMMENTS = graphql(`
  subscription NewComments($episodeId: ID!) { newComments(episodeId: $episodeId) { id } }
`);
