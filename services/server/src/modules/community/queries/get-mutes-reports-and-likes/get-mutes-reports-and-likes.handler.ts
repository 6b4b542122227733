import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CommentStore } from '../../comments/comment-store.js';
import { CommentViews } from '../../comments/comment-views.js';
import { ModerationStore } from '../../moderation/moderation-store.js';
import { GetMutesReportsAndLikesQuery, type MutesReportsAndLikesView } from './get-mutes-reports-and-likes.query.js';

@QueryHandler(GetMutesReportsAndLikesQuery)
export class GetMutesReportsAndLikesHandler implements IQueryHandler<GetMutesReportsAndLikesQuery> {
  constructor(
    private readonly comments: CommentStore,
    private readonly moderation: ModerationStore,
    private readonly views: CommentViews,
  ) {}

  async execute({ userId }: GetMutesReportsAndLikesQuery): Promise<MutesReportsAndLikesView> {
    const [mutes, reports, likes] = await Promise.all([
      this.comments.mutes(userId),
      this.moderation.reportsBy(userId),
      this.comments.likes(userId),
    ]);
    const users = await this.views.profiles(mutes.map((m) => m.mutedUserId));
    return { mutes: mutes.map((m) => ({ ...m, mutedUser: users.get(m.mutedUserId)! })), reports, likes };
  }
}
