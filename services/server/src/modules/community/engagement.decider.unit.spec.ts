import { fold } from '../../platform/event-store/decider.js';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { engagementDecider as d, type EngagementCommand } from './engagement.decider.js';
import type { EngagementEvent } from './engagement.events.js';

const spec = deciderSpec(d);
const at = '2026-01-01T00:00:00Z';
const like = (comicId = 'c1'): EngagementCommand => ({ type: 'ToggleLike', comicId, at });
const liked = (comicId = 'c1'): EngagementEvent => ({ type: 'ComicLiked', data: { comicId, at } });
const stateAfter = (events: EngagementEvent[]) => fold(d, d.initialState(), events);

describe('engagement decider', () => {
  it('a like toggles: liked, then unliked, then liked again', () => {
    const first = spec.given([]).when(like()).then([liked()]);
    const second = spec
      .given(first)
      .when(like())
      .then([{ type: 'ComicUnliked', data: { comicId: 'c1', at } }]);
    spec
      .given([...first, ...second])
      .when(like())
      .then([liked()]);
    expect(stateAfter(first).liked).toEqual({ c1: at });
    expect(stateAfter([...first, ...second]).liked).toEqual({});
  });

  it('likes of different comics are independent', () => {
    spec
      .given([liked('c1')])
      .when(like('c2'))
      .then([liked('c2')]);
  });

  it('records every share, also of a comic shared before', () => {
    const share: EngagementCommand = { type: 'ShareComic', comicId: 'c1', at };
    const first = spec
      .given([])
      .when(share)
      .then([{ type: 'ComicShared', data: { comicId: 'c1', at } }]);
    spec.given(first).when(share).then(first);
  });

  it('interest: set, changed, and the same mark again changes nothing', () => {
    const mark = (interest: boolean): EngagementCommand => ({ type: 'MarkInterest', comicId: 'c1', interest, at });
    const marked = (interest: boolean): EngagementEvent => ({ type: 'InterestMarked', data: { comicId: 'c1', interest, at } });
    const yes = spec
      .given([])
      .when(mark(true))
      .then([marked(true)]);
    spec.given(yes).when(mark(true)).then([]);
    spec
      .given(yes)
      .when(mark(false))
      .then([marked(false)]);
    spec
      .given([])
      .when(mark(false))
      .then([marked(false)]);
  });
});
