/**
 * The inbox's public face: what other contexts (and the CLI) may use. Everything else in this
 * folder is the inbox's own.
 */
export { InboxModule } from './inbox.module.js';
export type { BellEvent } from './bells.events.js';
export { BELLS_STREAM_TYPE, bellsStreamId } from './bells.events.js';
export type { InboxNotification, NotificationKind } from './inbox.read-model.js';
// commands
export { ToggleComicBellCommand } from './commands/toggle-comic-bell/toggle-comic-bell.command.js';
export { MarkNotificationReadCommand } from './commands/mark-notification-read/mark-notification-read.command.js';
export { PlanNotificationsCommand } from './commands/plan-notifications/plan-notifications.command.js';
export { FanOutReleaseCommand, FAN_OUT_BATCH } from './commands/fan-out-release/fan-out-release.command.js';
export { DeliverNotificationCommand } from './commands/deliver-notification/deliver-notification.command.js';
export { DeliverPushCommand } from './commands/deliver-push/deliver-push.command.js';
// queries (asked of the inbox)
export { GetComicBellsQuery, type ComicBell } from './queries/get-comic-bells/get-comic-bells.query.js';
export { GetUnreadCountQuery } from './queries/get-unread-count/get-unread-count.query.js';
export { ListInboxNotificationsQuery } from './queries/list-inbox-notifications/list-inbox-notifications.query.js';
