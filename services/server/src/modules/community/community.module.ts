import { Module } from '@nestjs/common';
import { ProjectionsModule } from '../../platform/projections/projections.module.js';
import { CatalogModule } from '../catalog/index.js';
import { AddCommentHandler } from './add-comment/add-comment.handler.js';
import { AddCommentResolver } from './add-comment/add-comment.resolver.js';
import { AddCommentRestController } from './add-comment/add-comment.rest.controller.js';
import { AddInterestHandler } from './add-interest/add-interest.handler.js';
import { AddInterestResolver } from './add-interest/add-interest.resolver.js';
import { AddInterestRestController } from './add-interest/add-interest.rest.controller.js';
import { AddLikeShareHandler } from './add-like-share/add-like-share.handler.js';
import { AddLikeShareResolver } from './add-like-share/add-like-share.resolver.js';
import { AddLikeShareRestController } from './add-like-share/add-like-share.rest.controller.js';
import { AddMuteDataHandler } from './add-mute-data/add-mute-data.handler.js';
import { AddMuteDataResolver } from './add-mute-data/add-mute-data.resolver.js';
import { AddMuteDataRestController } from './add-mute-data/add-mute-data.rest.controller.js';
import { AddReportHandler } from './add-report/add-report.handler.js';
import { AddReportResolver } from './add-report/add-report.resolver.js';
import { AddReportRestController } from './add-report/add-report.rest.controller.js';
import { BanReaderHandler } from './ban-reader/ban-reader.handler.js';
import { ComicCountsResolver, ComicEngagementResolver } from './comic-engagement/comic-engagement.resolver.js';
import {
  ComicEngagementCountsPortHandler,
  GetComicEngagementCountsHandler,
  GetComicEngagementHandler,
} from './comic-engagement/get-comic-engagement.handler.js';
import { CommentAccess } from './comment-access.js';
import { CommentAddedResolver } from './comment-added/comment-added.resolver.js';
import { CommentStore } from './comment-store.js';
import { CommentViews } from './comment-views.js';
import { DeleteCommentHandler } from './delete-comment/delete-comment.handler.js';
import { DeleteCommentResolver } from './delete-comment/delete-comment.resolver.js';
import { DeleteCommentRestController } from './delete-comment/delete-comment.rest.controller.js';
import { EngagementReadModel } from './engagement.read-model.js';
import { EpisodeCommentCountHandler } from './episode-comment-count/episode-comment-count.handler.js';
import { GetEpisodeCommentHandler } from './get-episode-comment/get-episode-comment.handler.js';
import { GetEpisodeCommentResolver } from './get-episode-comment/get-episode-comment.resolver.js';
import { GetEpisodeCommentRestController } from './get-episode-comment/get-episode-comment.rest.controller.js';
import { GetInterestHandler } from './get-interest/get-interest.handler.js';
import { GetInterestResolver } from './get-interest/get-interest.resolver.js';
import { GetInterestRestController } from './get-interest/get-interest.rest.controller.js';
import { GetLikeShareHandler } from './get-like-share/get-like-share.handler.js';
import { GetLikeShareResolver } from './get-like-share/get-like-share.resolver.js';
import { GetLikeShareRestController } from './get-like-share/get-like-share.rest.controller.js';
import { GetModerationQueueHandler } from './get-moderation-queue/get-moderation-queue.handler.js';
import { GetUserCommentDataHandler } from './get-user-comment-data/get-user-comment-data.handler.js';
import { GetUserCommentDataResolver } from './get-user-comment-data/get-user-comment-data.resolver.js';
import { GetUserCommentDataRestController } from './get-user-comment-data/get-user-comment-data.rest.controller.js';
import { LikeCommentHandler } from './like-comment/like-comment.handler.js';
import { LikeCommentResolver } from './like-comment/like-comment.resolver.js';
import { LikeCommentRestController } from './like-comment/like-comment.rest.controller.js';
import { ModerateCommentHandler } from './moderate-comment/moderate-comment.handler.js';
import { ModerationStore } from './moderation-store.js';
import { ReaderSharesHandler } from './reader-shares/reader-shares.handler.js';
import { ComicEngagementCountsProjection } from './projections/comic-engagement-counts.projection.js';
import { EngagementMarksProjection } from './projections/engagement-marks.projection.js';

/**
 * Community: likes, shares and interest (events on `engagement-<userId>`), episode comments with
 * likes, mutes and reports (ordinary tables), and moderation.
 */
@Module({
  imports: [CatalogModule, ProjectionsModule.forFeature([EngagementMarksProjection, ComicEngagementCountsProjection])],
  controllers: [
    AddLikeShareRestController,
    GetLikeShareRestController,
    AddInterestRestController,
    GetInterestRestController,
    AddCommentRestController,
    GetEpisodeCommentRestController,
    LikeCommentRestController,
    GetUserCommentDataRestController,
    AddMuteDataRestController,
    AddReportRestController,
    DeleteCommentRestController,
  ],
  providers: [
    EngagementReadModel,
    CommentStore,
    ModerationStore,
    CommentViews,
    CommentAccess,
    // commands
    AddLikeShareHandler,
    AddInterestHandler,
    AddCommentHandler,
    LikeCommentHandler,
    AddMuteDataHandler,
    AddReportHandler,
    DeleteCommentHandler,
    ModerateCommentHandler,
    BanReaderHandler,
    // queries
    GetLikeShareHandler,
    GetInterestHandler,
    GetComicEngagementHandler,
    GetComicEngagementCountsHandler,
    GetEpisodeCommentHandler,
    GetUserCommentDataHandler,
    GetModerationQueueHandler,
    // ports answered for the catalog and reading
    ComicEngagementCountsPortHandler,
    EpisodeCommentCountHandler,
    ReaderSharesHandler,
    // GraphQL
    AddLikeShareResolver,
    GetLikeShareResolver,
    AddInterestResolver,
    GetInterestResolver,
    ComicEngagementResolver,
    ComicCountsResolver,
    AddCommentResolver,
    GetEpisodeCommentResolver,
    LikeCommentResolver,
    GetUserCommentDataResolver,
    AddMuteDataResolver,
    AddReportResolver,
    DeleteCommentResolver,
    CommentAddedResolver,
  ],
})
export class CommunityModule {}
