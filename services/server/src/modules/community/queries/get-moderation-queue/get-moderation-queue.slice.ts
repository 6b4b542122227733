import { slice } from '../../../../platform/slices/slice.js';
import { GetModerationQueueHandler } from './get-moderation-queue.handler.js';

export const getModerationQueue = slice({ providers: [GetModerationQueueHandler] });
