import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { OFFLINE_REPEAT_MS, readingDecider as d, type EpisodeFacts, type ReadingCommand } from './reading.decider.js';
import type { ReadingEvent } from './reading.events.js';

const spec = deciderSpec(d);
const at = '2026-01-01T00:00:00Z';
const open = (when = at): ReadingCommand => ({ type: 'OpenEpisode', episodeId: 'e1', comicId: 'c1', at: when });
const progress = (percentage: number): ReadingCommand => ({ type: 'RecordProgress', episodeId: 'e1', comicId: 'c1', percentage, at });
const offlineProgress = (percentage: number): ReadingCommand => ({ ...progress(percentage), offline: true }) as ReadingCommand;
const progressed = (percentage: number, rewound = false): ReadingEvent => ({
  type: 'ReadingProgressed',
  data: { episodeId: 'e1', comicId: 'c1', percentage, rewound, at },
});
const deleteHistory = (comicIds: string[]): ReadingCommand => ({ type: 'DeleteHistory', comicIds, at: 'y' });
const deleted = (comicIds: string[]): ReadingEvent => ({ type: 'ReadingHistoryDeleted', data: { comicIds, at: 'y' } });
const later = (ms: number) => new Date(new Date(at).getTime() + ms).toISOString();
const UNTIL = '2026-01-31T00:00:00.000Z';
const grant = (when = at, until = UNTIL, episodeId = 'e1'): ReadingCommand => ({
  type: 'GrantOfflineWindow',
  episodeId,
  comicId: 'c1',
  kind: 'purchase',
  until,
  renewable: true,
  at: when,
});
const granted = (when = at, until = UNTIL, episodeId = 'e1'): ReadingEvent => ({
  type: 'OfflineWindowGranted',
  data: { episodeId, comicId: 'c1', kind: 'purchase', until, renewable: true, at: when },
});
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

  describe('offline progress (sent later from the client queue)', () => {
    it('never lowers a position stored further on', () => {
      const h = spec
        .given([])
        .when(progress(70), episode())
        .then([progressed(70)]);
      spec
        .given(h)
        .when(offlineProgress(40), episode({ progress: 70 }))
        .then([]);
    });

    it('cannot rewind from 100: only a live report starts again from the top', () => {
      const done = spec
        .given([])
        .when(offlineProgress(100), episode())
        .then([progressed(100)]);
      spec
        .given(done)
        .when(offlineProgress(30), episode({ progress: 100 }))
        .then([]);
      spec
        .given(done)
        .when(progress(30), episode({ progress: 100 }))
        .then([progressed(30, true)]);
    });

    it('moves forward like a live report', () => {
      const h = spec
        .given([])
        .when(progress(20), episode())
        .then([progressed(20)]);
      spec
        .given(h)
        .when(offlineProgress(65.6), episode({ progress: 20 }))
        .then([progressed(66)]);
    });

    it('puts a cleared comic back on the shelf at the stored position', () => {
      const h = [
        ...spec
          .given([])
          .when(progress(80), episode())
          .then([progressed(80)]),
        deleted(['c1']),
      ];
      spec
        .given(h)
        .when(offlineProgress(10), episode({ progress: 80 }))
        .then([progressed(80)]);
    });
  });

  describe('offline windows', () => {
    it('records a grant', () => {
      spec.given([]).when(grant()).then([granted()]);
    });

    it('records the same window asked again within the hour once', () => {
      spec
        .given([granted()])
        .when(grant(later(OFFLINE_REPEAT_MS - 1000)))
        .then([]);
    });

    it('records it again after the hour, or with another end, or for another episode', () => {
      spec
        .given([granted()])
        .when(grant(later(OFFLINE_REPEAT_MS)))
        .then([granted(later(OFFLINE_REPEAT_MS))]);
      const otherEnd = '2026-02-01T00:00:00.000Z';
      spec
        .given([granted()])
        .when(grant(later(60_000), otherEnd))
        .then([granted(later(60_000), otherEnd)]);
      spec
        .given([granted()])
        .when(grant(later(60_000), UNTIL, 'e2'))
        .then([granted(later(60_000), UNTIL, 'e2')]);
    });

    it('forgets grants older than the hour, so the state stays small', () => {
      const s = [granted(), granted(later(OFFLINE_REPEAT_MS + 1), UNTIL, 'e2')].reduce(d.evolve, d.initialState());
      expect(Object.keys(s.offline)).toEqual(['e2']);
      const next = d.evolve(s, progressed(10));
      expect(next.offline).toEqual(s.offline);
      expect(next.recent).toEqual({ c1: at });
    });

    it('refuses a window that ends when it is granted', () => {
      spec.given([]).when(grant(at, at)).thenThrows('READING.OFFLINE_WINDOW_ENDED');
    });
  });
});
