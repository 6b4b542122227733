import type { CommentView } from './comment-views.js';

/** A comment in the REST shape of spec §3 (Comment: _id, content, like count, createdAt, userId populated). */
export function restComment(c: CommentView) {
  return {
    _id: c.id, id: c.id, content: c.content, like: c.likeCount, likeCount: c.likeCount, createdAt: c.createdAt.toISOString(),
    userId: { _id: c.author.id, id: c.author.id, fullName: c.author.fullName, photo: c.author.photo },
    episodeId: c.episodeId, comicId: c.comicId, episodeNumber: c.episodeNumber,
    own: c.own, liked: c.liked, hidden: c.hidden, spoiler: c.spoiler,
  };
}
