import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { readingDecider as d, type EpisodeFacts, type ReadingCommand } from './reading.decider.js';
import type { ReadingEvent } from './reading.events.js';

const spec = deciderSpec(d);
const at = '2026-01-01T00:00:00Z';
const open = (when = at): ReadingCommand => ({ type: 'OpenEpisode', episodeId: 'e1', comicId: 'c1', at: when });
const progress = (percentage: number): ReadingCommand => ({ type: 'RecordProgress', episodeId: 'e1', comicId: 'c1', percentage, at });
const progressed = (percentage: number, rewound = false): ReadingEvent => ({
  type: 'ReadingProgressed',
  data: { episodeId: 'e1', comicId: 'c1', percentage, rewound, at },
});
const deleteHistory = (comicIds: string[]): ReadingCommand => ({ type: 'DeleteHistory', comicIds, at: 'y' });
const deleted = (comicIds: string[]): ReadingEvent => ({ type: 'ReadingHistoryDeleted', data: { comicIds, at: 'y' } });
/** The episode's facts as the read model holds them (never opened, no progress, unless said). */
const episode = (facts: Partial<EpisodeFacts> = {}): EpisodeFacts => ({ opened: false, progress: null, ...facts });

describe('reading decider', () => {
  it('records an opening once', () => {
    spec
      .given([])
      .when(open(), episode())
      .then([{ type: 'EpisodeOpened', data: { episodeId: 'e1', comicId: 'c1', at } }]);
    spec
      .given([])
      .when(open(), episode({ opened: true }))
      .then([]);
  });

  it('moves progress forward only, rounded', () => {
    const first = spec
      .given([])
      .when(progress(40.4), episode())
      .then([progressed(40)]);
    spec
      .given(first)
      .when(progress(30), episode({ progress: 40 }))
      .then([]);
    spec
      .given(first)
      .when(progress(60), episode({ progress: 40 }))
      .then([progressed(60)]);
  });

  it('lets a reader who completed an episode start again', () => {
    const done = spec
      .given([])
      .when(progress(100), episode())
      .then([progressed(100)]);
    spec
      .given(done)
      .when(progress(5), episode({ progress: 100 }))
      .then([progressed(5, true)]);
  });

  it('refuses percentages outside 0–100', () => {
    for (const bad of [-1, 101, Number.NaN]) spec.given([]).when(progress(bad), episode()).thenThrows('VALIDATION');
  });

  it('refuses to decide on an episode without its facts (a wiring error, never a silent default)', () => {
    expect(() => d.decide(open(), d.initialState(), undefined)).toThrow(/reading facts/);
  });

  it('deletes comics from the Recent shelf but never forgets what was opened', () => {
    const h = spec
      .given([])
      .when(open('x'), episode())
      .then([{ type: 'EpisodeOpened', data: { episodeId: 'e1', comicId: 'c1', at: 'x' } }]);
    const del = spec
      .given(h)
      .when(deleteHistory(['c1', 'c1', 'unknown']))
      .then([deleted(['c1'])]);
    // Off the shelf: nothing left to delete. Still opened (the read model keeps it): opening it again records nothing.
    spec
      .given([...h, ...del])
      .when(deleteHistory(['c1']))
      .then([]);
    spec
      .given([...h, ...del])
      .when(open(), episode({ opened: true }))
      .then([]);
  });

  it('puts a cleared comic back on the shelf when it is read again, without moving progress back', () => {
    const h = spec
      .given([])
      .when(progress(50), episode())
      .then([progressed(50)]);
    const cleared = [
      ...h,
      ...spec
        .given(h)
        .when(deleteHistory(['c1']))
        .then([deleted(['c1'])]),
    ];
    spec
      .given(cleared)
      .when(progress(20), episode({ progress: 50 }))
      .then([progressed(50)]);
  });
});
