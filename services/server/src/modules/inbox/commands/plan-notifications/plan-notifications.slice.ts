import { slice } from '../../../../platform/slices/slice.js';
import { PlanNotificationsHandler } from './plan-notifications.handler.js';

export const planNotifications = slice({ providers: [PlanNotificationsHandler] });
