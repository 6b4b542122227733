import type { CommentAuthor, CommentView } from './comment-views.js';

/** A reader as REST populates one (docs/product.md, The REST calls: `_id` and `id`): a comment's author, a muted reader. */
export const restAuthor = (a: CommentAuthor) => ({ _id: a.id, id: a.id, fullName: a.fullName, photo: a.photo });

/** A comment in the REST shape of docs/product.md (Comment: _id, content, like count, createdAt, userId populated). */
export function restComment(c: CommentView) {
  return {
    _id: c.id,
    id: c.id,
    content: c.content,
    like: c.likeCount,
    likeCount: c.likeCount,
    createdAt: c.createdAt.toISOString(),
    userId: restAuthor(c.author),
    episodeId: c.episodeId,
    comicId: c.comicId,
    episodeNumber: c.episodeNumber,
    own: c.own,
    liked: c.liked,
    hidden: c.hidden,
    spoiler: c.spoiler,
  };
}
