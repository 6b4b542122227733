import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { type BellCommand, bellsDecider } from './bells.decider.js';
import type { BellEvent } from './bells.events.js';

const spec = deciderSpec(bellsDecider);
const at = '2026-01-01T00:00:00.000Z';
const set = (comicId: string, on?: boolean): BellCommand => ({ type: 'SetComicBell', comicId, ...(on === undefined ? {} : { on }), at });
const on = (comicId: string): BellEvent => ({ type: 'ComicBellTurnedOn', data: { comicId, at } });
const off = (comicId: string): BellEvent => ({ type: 'ComicBellTurnedOff', data: { comicId, at } });

describe('bells decider', () => {
  it('a toggle turns an absent bell on, and a present one off', () => {
    spec
      .given([])
      .when(set('c1'))
      .then([on('c1')]);
    spec
      .given([on('c1')])
      .when(set('c1'))
      .then([off('c1')]);
  });

  it('setting a bell to the state it is in records nothing', () => {
    spec
      .given([on('c1')])
      .when(set('c1', true))
      .then([]);
    spec
      .given([on('c1')])
      .when(set('c2', false))
      .then([]);
  });

  it('bells of different comics are independent', () => {
    // c1 was turned off again, c2 stays on: a toggle turns c1 on and c2 off.
    const history = [on('c1'), on('c2'), off('c1')];
    spec
      .given(history)
      .when(set('c1'))
      .then([on('c1')]);
    spec
      .given(history)
      .when(set('c2'))
      .then([off('c2')]);
  });
});
