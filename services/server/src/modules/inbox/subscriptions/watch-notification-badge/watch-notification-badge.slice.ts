import { slice } from '../../../../platform/slices/slice.js';
import { WatchNotificationBadgeResolver } from './watch-notification-badge.resolver.js';

export const watchNotificationBadge = slice({ providers: [WatchNotificationBadgeResolver] });
