import { slice } from '../../../../platform/slices/slice.js';
import { GetNotificationsHandler, GetNotificationHandler } from './get-notifications.handler.js';
import { GetNotificationsResolver } from './get-notifications.resolver.js';

export const getNotifications = slice({ providers: [GetNotificationsHandler, GetNotificationHandler, GetNotificationsResolver] });
