import { slice } from '../../../../platform/slices/slice.js';
import { GetUnreadCountHandler } from './get-unread-count.handler.js';
import { GetUnreadCountResolver } from './get-unread-count.resolver.js';

export const getUnreadCount = slice({ providers: [GetUnreadCountHandler, GetUnreadCountResolver] });
