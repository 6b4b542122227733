import { Query } from '@nestjs/cqrs';
import type { ReportRecord } from '../moderation-store.js';

export interface UserCommentDataView {
  mutes: Array<{ mutedUserId: string; createdAt: Date }>;
  reports: ReportRecord[];
  likes: Array<{ commentId: string; episodeId: string; createdAt: Date }>;
}

/** get-user-comment-data: whom the reader muted, what they reported and which comments they like (spec §3 records). */
export class GetUserCommentDataQuery extends Query<UserCommentDataView> {
  constructor(readonly userId: string) { super(); }
}
