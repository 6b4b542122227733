/** What the community's use cases say to the reader (docs/product.md texts where it has them), for REST and GraphQL alike. */
export const COMMUNITY_MESSAGES = {
  comicLiked: 'Comic liked',
  comicUnliked: 'Comic like removed',
  comicShared: 'Comic shared',
  interestSaved: 'Interest saved',
  commentAdded: 'Comment added',
  commentDeleted: 'Comment deleted',
  commentLiked: 'Comment liked',
  commentUnliked: 'Comment like removed',
  userMuted: 'User muted',
  userUnmuted: 'User unmuted',
  reported: 'Reported',
  // refusals
  loginFirst: 'Please do login first !',
  commentEmpty: 'Please write a comment',
  commentTooLong: 'A comment can be at most 1000 characters',
  commentNotText: 'A comment must be text',
  commentNotFound: 'Comment not found',
  episodeNotLive: 'Warn! episode was not live',
  episodeNotReadable: 'You can comment on an episode you can read',
  muteSelf: 'You cannot mute yourself',
  reportSelf: 'You cannot report your own comment',
  alreadyReported: 'You already reported this comment',
  guiltyUserMismatch: 'guiltyUser is not the author of this comment',
  notYourComment: 'You can delete only your own comment',
  banned: 'You are banned from commenting',
  badType: 'type must be like or share',
  noComments: 'No comments found',
} as const;

/** The answer to add-like-share: what the call did. */
export const likeShareMessage = (r: { type: 'like' | 'share'; liked: boolean }) =>
  r.type === 'share' ? COMMUNITY_MESSAGES.comicShared : r.liked ? COMMUNITY_MESSAGES.comicLiked : COMMUNITY_MESSAGES.comicUnliked;
