// What the Comments page's mutations change in the cache (lib/graphql-cache.ts). A like writes its
// answer into the comment, so it shows at once wherever the comment is. A post or a delete changes
// which comments the episode's pages hold; a mute or a report changes them too (muted authors are
// left out, a reported comment may be hidden) and the reader's marks: those are read again.
import { gql } from '@urql/core';
import { graphql } from '../../../gql/index.js';
import type { LikeCommentMutation, LikedCommentFragment } from '../../../gql/graphql.js';
import { invalidates } from '../../../lib/graphql-cache.js';
import type { GraphcacheConfig } from '../../../lib/graphql-client.js';

const LikedComment = graphql(`
  fragment LikedComment on Comment { id liked likeCount }
`);
const likedComment = gql<LikedCommentFragment>(LikedComment.toString());

export const commentsCache: GraphcacheConfig = {
  updates: {
    Mutation: {
      addComment: invalidates('episodeComments'),
      deleteComment: invalidates('episodeComments'),
      muteCommenter: invalidates('episodeComments', 'mutesReportsAndLikes'),
      reportComment: invalidates('episodeComments', 'mutesReportsAndLikes'),
      likeComment: (result, _args, cache) => {
        const { commentId, liked, likeCount } = (result as unknown as LikeCommentMutation).likeComment;
        cache.writeFragment(likedComment, { id: commentId, liked, likeCount });
      },
    },
  },
};
