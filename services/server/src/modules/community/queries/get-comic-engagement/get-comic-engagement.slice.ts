import { slice } from '../../../../platform/slices/slice.js';
import { GetComicEngagementHandler } from './get-comic-engagement.handler.js';
import { GetComicEngagementResolver } from './get-comic-engagement.resolver.js';

export const getComicEngagement = slice({ providers: [GetComicEngagementHandler, GetComicEngagementResolver] });
