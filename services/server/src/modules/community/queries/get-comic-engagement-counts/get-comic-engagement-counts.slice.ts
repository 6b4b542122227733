import { slice } from '../../../../platform/slices/slice.js';
import { ComicEngagementCountsPortHandler, GetComicEngagementCountsHandler } from './get-comic-engagement-counts.handler.js';
import { ComicEngagementCountsResolver } from './get-comic-engagement-counts.resolver.js';

export const getComicEngagementCounts = slice({
  providers: [GetComicEngagementCountsHandler, ComicEngagementCountsPortHandler, ComicEngagementCountsResolver],
});
