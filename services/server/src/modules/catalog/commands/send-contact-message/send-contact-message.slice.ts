import { slice } from '../../../../platform/slices/slice.js';
import { SendContactMessageHandler } from './send-contact-message.handler.js';
import { SendContactMessageRestController } from './send-contact-message.rest.controller.js';

export const sendContactMessage = slice({ controllers: [SendContactMessageRestController], providers: [SendContactMessageHandler] });
