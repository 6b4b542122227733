import { slice } from '../../../../platform/slices/slice.js';
import { GetInboxNotificationHandler } from './get-inbox-notification.handler.js';
import { GetInboxNotificationResolver } from './get-inbox-notification.resolver.js';
import { GetInboxNotificationRestController } from './get-inbox-notification.rest.controller.js';

export const getInboxNotification = slice({
  controllers: [GetInboxNotificationRestController],
  providers: [GetInboxNotificationHandler, GetInboxNotificationResolver],
});
