import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../errors/domain-error.js';
import type { Decider } from '../event-store/decider.js';
import { deciderSpec } from './decider-spec.js';

/** A counter that refuses to go past its limit (`limit`: a fact read under the stream's lock). */
type Command = { type: 'Add'; by: number };
type Event = { type: 'Added'; data: { by: number } };
type State = { total: number; adds: number[] };
const counter: Decider<Command, Event, State, { limit: number }> = {
  streamType: 'counter',
  initialState: () => ({ total: 0, adds: [] }),
  evolve: (s, e) => ({ total: s.total + e.data.by, adds: [...s.adds, e.data.by] }),
  decide: (c, s, { limit }) => {
    if (s.total + c.by > limit) throw new DomainError('COUNTER.FULL', 'Too much', 'conflict');
    return c.by === 0 ? [] : [{ type: 'Added', data: { by: c.by } }];
  },
};
const spec = deciderSpec(counter);
const add = (by: number): Command => ({ type: 'Add', by });
const added = (by: number): Event => ({ type: 'Added', data: { by } });
const limit = (n = 10) => ({ limit: n });

describe('deciderSpec', () => {
  it('passes when the decided events equal the expected ones, and returns them', () => {
    expect(
      spec
        .given([])
        .when(add(2), limit())
        .then([added(2)]),
    ).toEqual([added(2)]);
    spec
      .given([added(2)])
      .when(add(0), limit())
      .then([]);
  });

  it('then fails on a wrong event, a missing one or an extra one', () => {
    expect(() =>
      spec
        .given([])
        .when(add(2), limit())
        .then([added(3)]),
    ).toThrow();
    expect(() => spec.given([]).when(add(2), limit()).then([])).toThrow();
    expect(() =>
      spec
        .given([])
        .when(add(0), limit())
        .then([added(0)]),
    ).toThrow();
  });

  it('folds the given events before deciding, without changing them', () => {
    const history = [added(4), added(5)];
    spec.given(history).when(add(2), limit()).thenThrows('COUNTER.FULL');
    spec
      .given(history)
      .when(add(1), limit())
      .then([added(1)]);
    expect(history).toEqual([added(4), added(5)]);
  });

  it('thenThrows passes on the code (and the properties asked for)', () => {
    spec
      .given([added(9)])
      .when(add(2), limit())
      .thenThrows('COUNTER.FULL', { category: 'conflict', message: 'Too much' });
  });

  it('thenThrows fails when nothing is thrown, or another code or property is', () => {
    expect(() => spec.given([]).when(add(2), limit()).thenThrows('COUNTER.FULL')).toThrow(/Expected Add to throw COUNTER\.FULL/);
    expect(() =>
      spec
        .given([added(9)])
        .when(add(2), limit())
        .thenThrows('COUNTER.OTHER'),
    ).toThrow();
    expect(() =>
      spec
        .given([added(9)])
        .when(add(2), limit())
        .thenThrows('COUNTER.FULL', { category: 'validation' }),
    ).toThrow();
  });

  it('hands the facts to decide as its own input', () => {
    spec
      .given([added(9)])
      .when(add(2), limit(20))
      .then([added(2)]);
    spec
      .given([added(9)])
      .when(add(2), limit(10))
      .thenThrows('COUNTER.FULL');
  });

  it("folds with the stream's compaction when given one", () => {
    const keepLastTwo = { compact: (s: State) => ({ ...s, adds: s.adds.slice(-2) }) };
    const seen: State[] = [];
    const watched = { ...counter, decide: (c: Command, s: State, f: { limit: number }) => (seen.push(s), counter.decide(c, s, f)) };
    deciderSpec(watched, keepLastTwo)
      .given([added(1), added(2), added(3)])
      .when(add(1), limit())
      .then([added(1)]);
    deciderSpec(watched)
      .given([added(1), added(2), added(3)])
      .when(add(1), limit())
      .then([added(1)]);
    expect(seen).toEqual([
      { total: 6, adds: [2, 3] },
      { total: 6, adds: [1, 2, 3] },
    ]);
  });
  it('fails a decider whose evolve changes the state it is given', () => {
    const mutating = {
      ...counter,
      evolve: (s: State, e: Event) => {
        s.total += e.data.by;
        return s;
      },
    };
    expect(() =>
      deciderSpec(mutating)
        .given([added(1)])
        .when(add(1), limit())
        .then([added(1)]),
    ).toThrow(TypeError);
  });
});
