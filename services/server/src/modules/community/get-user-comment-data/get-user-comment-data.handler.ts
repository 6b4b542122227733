import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CommentStore } from '../comment-store.js';
import { CommentViews } from '../comment-views.js';
import { ModerationStore } from '../moderation-store.js';
import { GetUserCommentDataQuery, type UserCommentDataView } from './get-user-comment-data.query.js';

@QueryHandler(GetUserCommentDataQuery)
export class GetUserCommentDataHandler implements IQueryHandler<GetUserCommentDataQuery> {
  constructor(
    private readonly comments: CommentStore,
    private readonly moderation: ModerationStore,
    private readonly views: CommentViews,
  ) {}

  async execute({ userId }: GetUserCommentDataQuery): Promise<UserCommentDataView> {
    const [mutes, reports, likes] = await Promise.all([
      this.comments.mutes(userId),
      this.moderation.reportsBy(userId),
      this.comments.likes(userId),
    ]);
    const users = await this.views.profiles(mutes.map((m) => m.mutedUserId));
    return { mutes: mutes.map((m) => ({ ...m, mutedUser: users.get(m.mutedUserId)! })), reports, likes };
  }
}
