import { slice } from '../../../../platform/slices/slice.js';
import { ListInboxNotificationsHandler } from './list-inbox-notifications.handler.js';
import { ListInboxNotificationsResolver } from './list-inbox-notifications.resolver.js';
import { ListInboxNotificationsRestController } from './list-inbox-notifications.rest.controller.js';

export const listInboxNotifications = slice({
  controllers: [ListInboxNotificationsRestController],
  providers: [ListInboxNotificationsHandler, ListInboxNotificationsResolver],
});
