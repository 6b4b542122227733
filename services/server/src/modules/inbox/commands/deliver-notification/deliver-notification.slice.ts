import { slice } from '../../../../platform/slices/slice.js';
import { DeliverNotificationHandler } from './deliver-notification.handler.js';

export const deliverNotification = slice({ providers: [DeliverNotificationHandler] });
