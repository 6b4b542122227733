import { slice } from '../../../../platform/slices/slice.js';
import { DeliverPushHandler } from './deliver-push.handler.js';

export const deliverPush = slice({ providers: [DeliverPushHandler] });
