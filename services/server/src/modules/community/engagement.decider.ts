import type { Decider } from '../../platform/event-store/decider.js';
import { ENGAGEMENT_STREAM_TYPE, type EngagementEvent } from './engagement.events.js';

export type EngagementCommand =
  | { type: 'ToggleLike'; comicId: string; at: string }
  | { type: 'ShareComic'; comicId: string; at: string }
  | { type: 'MarkInterest'; comicId: string; interest: boolean; at: string };

export interface EngagementState {
  /** Comics the reader likes now, with when. */
  liked: Record<string, string>;
  /** The reader's interest mark per comic. */
  interest: Record<string, boolean>;
}

const initialState = (): EngagementState => ({ liked: {}, interest: {} });

/**
 * A like toggles (docs/product.md 'Like and share': the same call likes and unlikes); a share is recorded
 * each time; an interest mark equal to the one held changes nothing.
 */
function decide(c: EngagementCommand, s: EngagementState): EngagementEvent[] {
  switch (c.type) {
    case 'ToggleLike':
      return s.liked[c.comicId]
        ? [{ type: 'ComicUnliked', data: { comicId: c.comicId, at: c.at } }]
        : [{ type: 'ComicLiked', data: { comicId: c.comicId, at: c.at } }];
    case 'ShareComic':
      return [{ type: 'ComicShared', data: { comicId: c.comicId, at: c.at } }];
    case 'MarkInterest':
      return s.interest[c.comicId] === c.interest
        ? []
        : [{ type: 'InterestMarked', data: { comicId: c.comicId, interest: c.interest, at: c.at } }];
  }
}

function evolve(s: EngagementState, e: EngagementEvent): EngagementState {
  switch (e.type) {
    case 'ComicLiked':
      return { ...s, liked: { ...s.liked, [e.data.comicId]: e.data.at } };
    case 'ComicUnliked': {
      const { [e.data.comicId]: _unliked, ...liked } = s.liked;
      return { ...s, liked };
    }
    case 'ComicShared':
      return s;
    case 'InterestMarked':
      return { ...s, interest: { ...s.interest, [e.data.comicId]: e.data.interest } };
  }
}

export const engagementDecider: Decider<EngagementCommand, EngagementEvent, EngagementState> = {
  streamType: ENGAGEMENT_STREAM_TYPE,
  initialState,
  evolve,
  decide,
};
