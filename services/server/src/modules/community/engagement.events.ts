/**
 * The reader's engagement with comics (stream `engagement-<userId>`): likes, shares and interest
 * marks. The only place their payloads are defined; stored type names are these literal strings,
 * past tense, never renamed.
 */

export interface ComicLiked {
  type: 'ComicLiked';
  data: { comicId: string; at: string };
}
export interface ComicUnliked {
  type: 'ComicUnliked';
  data: { comicId: string; at: string };
}
/** Every share is recorded (and counted), however often the reader shares the same comic. */
export interface ComicShared {
  type: 'ComicShared';
  data: { comicId: string; at: string };
}
/** true: interested; false: not interested (docs/product.md Interest). */
export interface InterestMarked {
  type: 'InterestMarked';
  data: { comicId: string; interest: boolean; at: string };
}

export type EngagementEvent = ComicLiked | ComicUnliked | ComicShared | InterestMarked;
export type EngagementEventType = EngagementEvent['type'];

export const ENGAGEMENT_EVENT_TYPES: readonly EngagementEventType[] = ['ComicLiked', 'ComicUnliked', 'ComicShared', 'InterestMarked'];
export const ENGAGEMENT_STREAM_TYPE = 'engagement';
export const engagementStreamId = (userId: string) => `engagement-${userId}`;
export const userOfEngagement = (streamId: string) => streamId.replace(/^engagement-/, '');
