import { slice } from '../../../../platform/slices/slice.js';
import { UnsubscribeEventMailHandler } from './unsubscribe-event-mail.handler.js';
import { UnsubscribeEventMailRestController } from './unsubscribe-event-mail.rest.controller.js';

export const unsubscribeEventMail = slice({ controllers: [UnsubscribeEventMailRestController], providers: [UnsubscribeEventMailHandler] });
