import { fold } from '../../platform/event-store/decider.js';
import { engagementDecider as d, type EngagementCommand } from './engagement.decider.js';
import type { EngagementEvent } from './engagement.events.js';

const given = (events: EngagementEvent[]) => fold(d, d.initialState(), events);
const when = (events: EngagementEvent[], c: EngagementCommand) => d.decide(c, given(events));
const at = '2026-01-01T00:00:00Z';

describe('engagement decider', () => {
  it('a like toggles: liked, then unliked, then liked again', () => {
    const like: EngagementCommand = { type: 'ToggleLike', comicId: 'c1', at };
    const first = when([], like);
    expect(first).toEqual([{ type: 'ComicLiked', data: { comicId: 'c1', at } }]);
    const second = when(first, like);
    expect(second).toEqual([{ type: 'ComicUnliked', data: { comicId: 'c1', at } }]);
    expect(when([...first, ...second], like)[0].type).toBe('ComicLiked');
    expect(given(first).liked).toEqual({ c1: at });
    expect(given([...first, ...second]).liked).toEqual({});
  });

  it('likes of different comics are independent', () => {
    const h = when([], { type: 'ToggleLike', comicId: 'c1', at });
    expect(when(h, { type: 'ToggleLike', comicId: 'c2', at })[0].type).toBe('ComicLiked');
  });

  it('records every share, also of a comic shared before', () => {
    const share: EngagementCommand = { type: 'ShareComic', comicId: 'c1', at };
    const first = when([], share);
    expect(first).toEqual([{ type: 'ComicShared', data: { comicId: 'c1', at } }]);
    expect(when(first, share)).toEqual(first);
  });

  it('interest: set, changed, and the same mark again changes nothing', () => {
    const mark = (interest: boolean): EngagementCommand => ({ type: 'MarkInterest', comicId: 'c1', interest, at });
    const yes = when([], mark(true));
    expect(yes).toEqual([{ type: 'InterestMarked', data: { comicId: 'c1', interest: true, at } }]);
    expect(when(yes, mark(true))).toEqual([]);
    expect(when(yes, mark(false))).toEqual([{ type: 'InterestMarked', data: { comicId: 'c1', interest: false, at } }]);
    expect(when([], mark(false))).toHaveLength(1);
  });
});
