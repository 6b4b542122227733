import { fold } from '../../platform/event-store/decider.js';
import { bellsDecider } from './bells.decider.js';
import type { BellEvent } from './bells.events.js';

const at = '2026-01-01T00:00:00.000Z';
const given = (events: BellEvent[]) => fold(bellsDecider, bellsDecider.initialState(), events);
const on = (comicId: string): BellEvent => ({ type: 'ComicBellTurnedOn', data: { comicId, at } });

describe('bells decider', () => {
  it('a toggle turns an absent bell on, and a present one off', () => {
    expect(bellsDecider.decide({ type: 'SetComicBell', comicId: 'c1', at }, given([]))).toEqual([on('c1')]);
    expect(bellsDecider.decide({ type: 'SetComicBell', comicId: 'c1', at }, given([on('c1')])))
      .toEqual([{ type: 'ComicBellTurnedOff', data: { comicId: 'c1', at } }]);
  });

  it('setting a bell to the state it is in records nothing', () => {
    expect(bellsDecider.decide({ type: 'SetComicBell', comicId: 'c1', on: true, at }, given([on('c1')]))).toEqual([]);
    expect(bellsDecider.decide({ type: 'SetComicBell', comicId: 'c2', on: false, at }, given([on('c1')]))).toEqual([]);
  });

  it('bells of different comics are independent', () => {
    const s = given([on('c1'), on('c2'), { type: 'ComicBellTurnedOff', data: { comicId: 'c1', at } }]);
    expect(Object.keys(s.on)).toEqual(['c2']);
  });
});
