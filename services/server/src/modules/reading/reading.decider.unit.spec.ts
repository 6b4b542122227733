import { fold } from '../../platform/event-store/decider.js';
import { readingDecider as d, type ReadingCommand } from './reading.decider.js';
import type { ReadingEvent } from './reading.events.js';

const given = (events: ReadingEvent[]) => fold(d, d.initialState(), events);
const when = (events: ReadingEvent[], c: ReadingCommand) => d.decide(c, given(events));
const progress = (percentage: number, episodeId = 'e1'): ReadingCommand => ({ type: 'RecordProgress', episodeId, comicId: 'c1', percentage, at: '2026-01-01T00:00:00Z' });

describe('reading decider', () => {
  it('records an opening once', () => {
    const open: ReadingCommand = { type: 'OpenEpisode', episodeId: 'e1', comicId: 'c1', at: '2026-01-01T00:00:00Z' };
    const events = when([], open);
    expect(events).toHaveLength(1);
    expect(when(events, open)).toEqual([]);
  });

  it('moves progress forward only, rounded', () => {
    const first = when([], progress(40.4));
    expect(first[0].data).toMatchObject({ percentage: 40, rewound: false });
    expect(when(first, progress(30))).toEqual([]);
    expect(when(first, progress(60))[0].data).toMatchObject({ percentage: 60 });
  });

  it('lets a reader who completed an episode start again', () => {
    const done = when([], progress(100));
    expect(when(done, progress(5))[0].data).toMatchObject({ percentage: 5, rewound: true });
  });

  it('refuses percentages outside 0–100', () => {
    for (const bad of [-1, 101, Number.NaN]) expect(() => when([], progress(bad))).toThrow(expect.objectContaining({ code: 'VALIDATION' }));
  });

  it('deletes comics from the Recent shelf but never forgets what was opened', () => {
    const h = [...when([], { type: 'OpenEpisode', episodeId: 'e1', comicId: 'c1', at: 'x' })];
    const del = when(h, { type: 'DeleteHistory', comicIds: ['c1', 'c1', 'unknown'], at: 'y' });
    expect(del).toEqual([{ type: 'ReadingHistoryDeleted', data: { comicIds: ['c1'], at: 'y' } }]);
    const s = given([...h, ...del]);
    expect(s.recent).toEqual({});
    expect(Object.keys(s.opened)).toEqual(['e1']);
  });

  it('puts a cleared comic back on the shelf when it is read again, without moving progress back', () => {
    const h = [...when([], progress(50))];
    const cleared = [...h, ...when(h, { type: 'DeleteHistory', comicIds: ['c1'], at: 'y' })];
    expect(when(cleared, progress(20))[0].data).toMatchObject({ percentage: 50 });
  });
});
