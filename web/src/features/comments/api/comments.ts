// The Comments page's data (spec §7 get-episode-comment, add-comment, like-comment,
// get-user-comment-data, add-mute-data, add-report) over GraphQL.
import { gql } from 'urql';

export interface CommentNode {
  id: string; content: string; likeCount: number; createdAt: string; episodeNumber: number;
  own: boolean; liked: boolean; hidden: boolean; spoiler: boolean;
  author: { id: string; fullName: string; photo: string | null };
}
export interface CommentConnection {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: Array<{ cursor: string; node: CommentNode }>;
}

const NODE = 'id content likeCount createdAt episodeNumber own liked hidden spoiler author { id fullName photo }';
export const PAGE_SIZE = 20;

export const COMMENT_EPISODE = gql<{ episode: { episode: { id: string; comicId: string; episodeNumber: number; title: string }; comments: number } }, { slug: string; n: number }>`
  query CommentEpisode($slug: String!, $n: Int!) { episode(comicSlug: $slug, episodeNumber: $n) { episode { id comicId episodeNumber title } comments } }
`;

export const EPISODE_COMMENTS = gql<{ episodeComments: CommentConnection }, { episodeId: string; first: number; after?: string | null }>`
  query EpisodeComments($episodeId: ID!, $first: Int, $after: String) {
    episodeComments(episodeId: $episodeId, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { ${NODE} } } }
  }
`;

export const USER_COMMENT_DATA = gql<{ userCommentData: { muteData: Array<{ muteUserId: string }>; reportData: Array<{ commentId: string; guiltyUser: string }> } }>`
  query UserCommentData { userCommentData { muteData { muteUserId } reportData { commentId guiltyUser } } }
`;

export const ADD_COMMENT = gql<{ addComment: { message: string; comment: CommentNode } }, { episodeId: string; content: string }>`
  mutation AddComment($episodeId: ID!, $content: String!) { addComment(episodeId: $episodeId, content: $content) { message comment { ${NODE} } } }
`;

export const LIKE_COMMENT = gql<{ likeComment: { message: string; commentId: string; liked: boolean; likeCount: number } }, { commentId: string; like: boolean }>`
  mutation LikeComment($commentId: ID!, $like: Boolean) { likeComment(commentId: $commentId, like: $like) { message commentId liked likeCount } }
`;

export const ADD_MUTE = gql<{ addMuteData: { message: string; muteUserId: string; muted: boolean } }, { muteUserId: string; mute: boolean }>`
  mutation AddMuteData($muteUserId: ID!, $mute: Boolean) { addMuteData(muteUserId: $muteUserId, mute: $mute) { message muteUserId muted } }
`;

export const ADD_REPORT = gql<{ addReport: { message: string } }, { commentId: string; reason: string }>`
  mutation AddReport($commentId: ID!, $reason: String!) { addReport(commentId: $commentId, reason: $reason) { message } }
`;

export const DELETE_COMMENT = gql<{ deleteComment: { message: string } }, { commentId: string }>`
  mutation DeleteComment($commentId: ID!) { deleteComment(commentId: $commentId) { message } }
`;
