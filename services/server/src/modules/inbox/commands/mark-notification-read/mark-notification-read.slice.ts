import { slice } from '../../../../platform/slices/slice.js';
import { MarkNotificationReadHandler } from './mark-notification-read.handler.js';
import { MarkNotificationReadResolver } from './mark-notification-read.resolver.js';
import { MarkNotificationReadRestController } from './mark-notification-read.rest.controller.js';

export const markNotificationRead = slice({
  controllers: [MarkNotificationReadRestController],
  providers: [MarkNotificationReadHandler, MarkNotificationReadResolver],
});
