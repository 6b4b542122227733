/**
 * The community's public face: what other contexts (and the CLI) may use. Everything else in this
 * folder is the community's own.
 */
export { CommunityModule } from './community.module.js';
export type { EngagementEvent } from './engagement.events.js';
export { ENGAGEMENT_STREAM_TYPE, engagementStreamId } from './engagement.events.js';
export { MODERATION } from './moderation/moderation.policy.js';
// commands (staff, through the CLI)
export { ModerateCommentCommand } from './commands/moderate-comment/moderate-comment.command.js';
export { BanReaderCommand } from './commands/ban-reader/ban-reader.command.js';
// queries (asked of the community)
export { GetModerationQueueQuery } from './queries/get-moderation-queue/get-moderation-queue.query.js';
export { GetComicEngagementCountsQuery } from './queries/get-comic-engagement-counts/get-comic-engagement-counts.query.js';
