import { Query } from '@nestjs/cqrs';
import type { CommentAuthor } from '../../comments/comment-views.js';
import type { ReportRecord } from '../../moderation/moderation-store.js';

export interface MutesReportsAndLikesView {
  /** Newest first, each with the muted reader's name and photo (the Comments page lists them with UnMute). */
  mutes: Array<{ mutedUserId: string; mutedUser: CommentAuthor; createdAt: Date }>;
  reports: ReportRecord[];
  likes: Array<{ commentId: string; episodeId: string; createdAt: Date }>;
}

/** get-user-comment-data: whom the reader muted, what they reported and which comments they like (docs/product.md records). */
export class GetMutesReportsAndLikesQuery extends Query<MutesReportsAndLikesView> {
  constructor(readonly userId: string) {
    super();
  }
}
