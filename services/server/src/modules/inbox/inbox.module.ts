import { Module } from '@nestjs/common';
import { ProjectionsModule } from '../../platform/projections/projections.module.js';
import { CatalogModule } from '../catalog/index.js';
import { IdentityModule } from '../identity/index.js';
import { DeliverNotificationHandler } from './deliver-notification/deliver-notification.handler.js';
import { FanOutReleaseHandler } from './fan-out-release/fan-out-release.handler.js';
import { GetComicBellsHandler } from './get-comic-bells/get-comic-bells.handler.js';
import { GetComicBellsResolver } from './get-comic-bells/get-comic-bells.resolver.js';
import { GetUnreadCountHandler } from './get-unread-count/get-unread-count.handler.js';
import { GetUnreadCountResolver } from './get-unread-count/get-unread-count.resolver.js';
import { GetUserNotificationHandler } from './get-user-notification/get-user-notification.handler.js';
import { GetUserNotificationResolver } from './get-user-notification/get-user-notification.resolver.js';
import { GetUserNotificationRestController } from './get-user-notification/get-user-notification.rest.controller.js';
import { GetUserNotificationDataHandler } from './get-user-notification-data/get-user-notification-data.handler.js';
import { GetUserNotificationDataResolver } from './get-user-notification-data/get-user-notification-data.resolver.js';
import { GetUserNotificationDataRestController } from './get-user-notification-data/get-user-notification-data.rest.controller.js';
import { GetUserReadNotificationHandler } from './get-user-read-notification/get-user-read-notification.handler.js';
import { GetUserReadNotificationRestController } from './get-user-read-notification/get-user-read-notification.rest.controller.js';
import { InboxReadModel } from './inbox.read-model.js';
import { InboxTopics } from './inbox.topics.js';
import { InboxScheduler } from './jobs/inbox-scheduler.js';
import { PlanNotificationsHandler } from './plan-notifications/plan-notifications.handler.js';
import { BellsProjection } from './projections/bells.projection.js';
import { UnsubscribeEventMailHandler } from './unsubscribe-event-mail/unsubscribe-event-mail.handler.js';
import { UnsubscribeEventMailRestController } from './unsubscribe-event-mail/unsubscribe-event-mail.rest.controller.js';
import { UnsubscribeLink } from './unsubscribe-link.js';
import { UserComicNotificationHandler } from './user-comic-notification/user-comic-notification.handler.js';
import { UserComicNotificationResolver } from './user-comic-notification/user-comic-notification.resolver.js';
import { UserComicNotificationRestController } from './user-comic-notification/user-comic-notification.rest.controller.js';
import { UserReadNotificationHandler } from './user-read-notification/user-read-notification.handler.js';
import { UserReadNotificationResolver } from './user-read-notification/user-read-notification.resolver.js';
import { UserReadNotificationRestController } from './user-read-notification/user-read-notification.rest.controller.js';
import { DeliverPushHandler } from './deliver-push/deliver-push.handler.js';
import { GetPushKeyHandler } from './get-push-key/get-push-key.handler.js';
import { GetPushKeyResolver } from './get-push-key/get-push-key.resolver.js';
import { GetPushKeyRestController } from './get-push-key/get-push-key.rest.controller.js';
import { SubscribePushHandler } from './subscribe-push/subscribe-push.handler.js';
import { SubscribePushResolver } from './subscribe-push/subscribe-push.resolver.js';
import { SubscribePushRestController } from './subscribe-push/subscribe-push.rest.controller.js';
import { UnsubscribePushHandler } from './unsubscribe-push/unsubscribe-push.handler.js';
import { UnsubscribePushResolver } from './unsubscribe-push/unsubscribe-push.resolver.js';
import { UnsubscribePushRestController } from './unsubscribe-push/unsubscribe-push.rest.controller.js';
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
  controllers: [
    GetUserNotificationRestController,
    GetUserNotificationDataRestController,
    GetUserReadNotificationRestController,
    UserReadNotificationRestController,
    UserComicNotificationRestController,
    UnsubscribeEventMailRestController,
    SubscribePushRestController,
    UnsubscribePushRestController,
    GetPushKeyRestController,
  ],
  providers: [
    InboxReadModel,
    InboxTopics,
    UnsubscribeLink,
    InboxScheduler,
    VapidKeys,
    PushSender,
    // commands
    UserReadNotificationHandler,
    UserComicNotificationHandler,
    PlanNotificationsHandler,
    DeliverNotificationHandler,
    FanOutReleaseHandler,
    UnsubscribeEventMailHandler,
    SubscribePushHandler,
    UnsubscribePushHandler,
    DeliverPushHandler,
    // queries
    GetUserNotificationHandler,
    GetUserNotificationDataHandler,
    GetUserReadNotificationHandler,
    GetUnreadCountHandler,
    GetComicBellsHandler,
    GetPushKeyHandler,
    // GraphQL
    GetUserNotificationResolver,
    GetUserNotificationDataResolver,
    UserReadNotificationResolver,
    GetUnreadCountResolver,
    UserComicNotificationResolver,
    GetComicBellsResolver,
    SubscribePushResolver,
    UnsubscribePushResolver,
    GetPushKeyResolver,
  ],
})
export class InboxModule {}
