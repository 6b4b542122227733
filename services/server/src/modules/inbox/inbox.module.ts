import { Module } from '@nestjs/common';
import { ProjectionsModule } from '../../platform/projections/projections.module.js';
import { fromSlices } from '../../platform/slices/slice.js';
import { CatalogModule } from '../catalog/index.js';
import { IdentityModule } from '../identity/index.js';
import { deliverNotification } from './commands/deliver-notification/deliver-notification.slice.js';
import { deliverPush } from './commands/deliver-push/deliver-push.slice.js';
import { fanOutRelease } from './commands/fan-out-release/fan-out-release.slice.js';
import { markNotificationRead } from './commands/mark-notification-read/mark-notification-read.slice.js';
import { planNotifications } from './commands/plan-notifications/plan-notifications.slice.js';
import { subscribePush } from './commands/subscribe-push/subscribe-push.slice.js';
import { toggleComicBell } from './commands/toggle-comic-bell/toggle-comic-bell.slice.js';
import { unsubscribeEventMail } from './commands/unsubscribe-event-mail/unsubscribe-event-mail.slice.js';
import { unsubscribePush } from './commands/unsubscribe-push/unsubscribe-push.slice.js';
import { InboxReadModel } from './inbox.read-model.js';
import { InboxTopics } from './inbox.topics.js';
import { InboxScheduler } from './jobs/inbox-scheduler.js';
import { BellsProjection } from './projections/bells.projection.js';
import { getComicBells } from './queries/get-comic-bells/get-comic-bells.slice.js';
import { getInboxNotification } from './queries/get-inbox-notification/get-inbox-notification.slice.js';
import { getPushKey } from './queries/get-push-key/get-push-key.slice.js';
import { getReadMarks } from './queries/get-read-marks/get-read-marks.slice.js';
import { getUnreadCount } from './queries/get-unread-count/get-unread-count.slice.js';
import { listInboxNotifications } from './queries/list-inbox-notifications/list-inbox-notifications.slice.js';
import { watchNotificationBadge } from './subscriptions/watch-notification-badge/watch-notification-badge.slice.js';
import { UnsubscribeLink } from './unsubscribe-link.js';
import { PushSender } from './web-push/push-sender.js';
import { VapidKeys } from './web-push/vapid-keys.js';

/**
 * Notifications and bells: catalog notifications delivered at their schedule time (open pages,
 * event mail), read marks and the badge, comic bells (events on `bells-<userId>`) and the
 * "New episode" / "Now free" fan-out to the readers who belled a comic, also pushed to their
 * subscribed browsers (web push).
 */
@Module({
  imports: [CatalogModule, IdentityModule, ProjectionsModule.forFeature([BellsProjection])],
  ...fromSlices(
    [
      // commands a reader sends
      markNotificationRead,
      toggleComicBell,
      unsubscribeEventMail,
      subscribePush,
      unsubscribePush,
      // commands the worker's jobs send (jobs/inbox-scheduler.ts)
      planNotifications,
      deliverNotification,
      fanOutRelease,
      deliverPush,
      // queries
      listInboxNotifications,
      getInboxNotification,
      getReadMarks,
      getUnreadCount,
      getComicBells,
      getPushKey,
      // subscriptions
      watchNotificationBadge,
    ],
    [InboxReadModel, InboxTopics, UnsubscribeLink, InboxScheduler, VapidKeys, PushSender],
  ),
})
export class InboxModule {}
