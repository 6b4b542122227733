import { Module } from '@nestjs/common';
import { ProjectionsModule } from '../../platform/projections/projections.module.js';
import { fromSlices } from '../../platform/slices/slice.js';
import { CatalogModule } from '../catalog/index.js';
import { addComment } from './commands/add-comment/add-comment.slice.js';
import { banReader } from './commands/ban-reader/ban-reader.slice.js';
import { deleteComment } from './commands/delete-comment/delete-comment.slice.js';
import { likeComment } from './commands/like-comment/like-comment.slice.js';
import { likeOrShareComic } from './commands/like-or-share-comic/like-or-share-comic.slice.js';
import { markInterest } from './commands/mark-interest/mark-interest.slice.js';
import { moderateComment } from './commands/moderate-comment/moderate-comment.slice.js';
import { muteCommenter } from './commands/mute-commenter/mute-commenter.slice.js';
import { reportComment } from './commands/report-comment/report-comment.slice.js';
import { CommentAccess } from './comments/comment-access.js';
import { CommentStore } from './comments/comment-store.js';
import { CommentViews } from './comments/comment-views.js';
import { EngagementReadModel } from './engagement.read-model.js';
import { ModerationStore } from './moderation/moderation-store.js';
import { ComicEngagementCountsProjection } from './projections/comic-engagement-counts.projection.js';
import { EngagementMarksProjection } from './projections/engagement-marks.projection.js';
import { countEpisodeComments } from './queries/count-episode-comments/count-episode-comments.slice.js';
import { getComicEngagementCounts } from './queries/get-comic-engagement-counts/get-comic-engagement-counts.slice.js';
import { getComicEngagement } from './queries/get-comic-engagement/get-comic-engagement.slice.js';
import { getEpisodeComments } from './queries/get-episode-comments/get-episode-comments.slice.js';
import { getInterest } from './queries/get-interest/get-interest.slice.js';
import { getLikesAndShares } from './queries/get-likes-and-shares/get-likes-and-shares.slice.js';
import { getModerationQueue } from './queries/get-moderation-queue/get-moderation-queue.slice.js';
import { getMutesReportsAndLikes } from './queries/get-mutes-reports-and-likes/get-mutes-reports-and-likes.slice.js';
import { getReaderShares } from './queries/get-reader-shares/get-reader-shares.slice.js';
import { streamNewComments } from './subscriptions/stream-new-comments/stream-new-comments.slice.js';

/**
 * Community: likes, shares and interest (events on `engagement-<userId>`), episode comments with
 * likes, mutes and reports (ordinary tables), and moderation.
 */
@Module({
  imports: [CatalogModule, ProjectionsModule.forFeature([EngagementMarksProjection, ComicEngagementCountsProjection])],
  ...fromSlices(
    [
      // commands
      likeOrShareComic,
      markInterest,
      addComment,
      likeComment,
      muteCommenter,
      reportComment,
      deleteComment,
      moderateComment,
      banReader,
      // queries, and the ports answered for the catalog (counts) and reading (shares)
      getLikesAndShares,
      getInterest,
      getComicEngagement,
      getComicEngagementCounts,
      getEpisodeComments,
      countEpisodeComments,
      getMutesReportsAndLikes,
      getModerationQueue,
      getReaderShares,
      // subscriptions
      streamNewComments,
    ],
    [EngagementReadModel, CommentStore, ModerationStore, CommentViews, CommentAccess],
  ),
})
export class CommunityModule {}
