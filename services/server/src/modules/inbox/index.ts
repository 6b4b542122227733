/**
 * The inbox's public face: what other contexts (and the CLI) may use. Everything else in this
 * folder is the inbox's own.
 */
export { InboxModule } from './inbox.module.js';
export type { BellEvent } from './bells.events.js';
export { BELLS_STREAM_TYPE, bellsStreamId } from './bells.events.js';
export type { InboxNotification, NotificationKind } from './inbox.read-model.js';
// commands
export { UserComicNotificationCommand } from './user-comic-notification/user-comic-notification.command.js';
export { UserReadNotificationCommand } from './user-read-notification/user-read-notification.command.js';
export { PlanNotificationsCommand } from './plan-notifications/plan-notifications.command.js';
export { FanOutReleaseCommand, FAN_OUT_BATCH } from './fan-out-release/fan-out-release.command.js';
export { DeliverNotificationCommand } from './deliver-notification/deliver-notification.command.js';
export { DeliverPushCommand } from './deliver-push/deliver-push.command.js';
// queries (asked of the inbox)
export { GetComicBellsQuery, type ComicBell } from './get-comic-bells/get-comic-bells.query.js';
export { GetUnreadCountQuery } from './get-unread-count/get-unread-count.query.js';
export { GetUserNotificationQuery } from './get-user-notification/get-user-notification.query.js';
