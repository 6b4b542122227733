import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../errors/domain-error.js';
import type { Decider } from '../event-store/decider.js';
import { deciderSpec } from './decider-spec.js';

/** A counter that refuses to go past its limit (`limit` stands for a fact read under a lock). */
type Command = { type: 'Add'; by: number; limit: number };
type Event = { type: 'Added'; data: { by: number } };
const counter: Decider<Command, Event, { total: number }> = {
  streamType: 'counter',
  initialState: () => ({ total: 0 }),
  evolve: (s, e) => {
    s.total += e.data.by;
    return s;
  },
  decide: (c, s) => {
    if (s.total + c.by > c.limit) throw new DomainError('COUNTER.FULL', 'Too much', 'conflict');
    return c.by === 0 ? [] : [{ type: 'Added', data: { by: c.by } }];
  },
};
const spec = deciderSpec(counter);
const add = (by: number, limit = 10): Command => ({ type: 'Add', by, limit });
const added = (by: number): Event => ({ type: 'Added', data: { by } });

describe('deciderSpec', () => {
  it('passes when the decided events equal the expected ones, and returns them', () => {
    expect(
      spec
        .given([])
        .when(add(2))
        .then([added(2)]),
    ).toEqual([added(2)]);
    spec
      .given([added(2)])
      .when(add(0))
      .then([]);
  });

  it('then fails on a wrong event, a missing one or an extra one', () => {
    expect(() =>
      spec
        .given([])
        .when(add(2))
        .then([added(3)]),
    ).toThrow();
    expect(() => spec.given([]).when(add(2)).then([])).toThrow();
    expect(() =>
      spec
        .given([])
        .when(add(0))
        .then([added(0)]),
    ).toThrow();
  });

  it('folds the given events before deciding, without changing them', () => {
    const history = [added(4), added(5)];
    spec.given(history).when(add(2)).thenThrows('COUNTER.FULL');
    spec
      .given(history)
      .when(add(1))
      .then([added(1)]);
    expect(history).toEqual([added(4), added(5)]);
  });

  it('thenThrows passes on the code (and the properties asked for)', () => {
    spec
      .given([added(9)])
      .when(add(2))
      .thenThrows('COUNTER.FULL', { category: 'conflict', message: 'Too much' });
  });

  it('thenThrows fails when nothing is thrown, or another code or property is', () => {
    expect(() => spec.given([]).when(add(2)).thenThrows('COUNTER.FULL')).toThrow(/Expected Add to throw COUNTER\.FULL/);
    expect(() =>
      spec
        .given([added(9)])
        .when(add(2))
        .thenThrows('COUNTER.OTHER'),
    ).toThrow();
    expect(() =>
      spec
        .given([added(9)])
        .when(add(2))
        .thenThrows('COUNTER.FULL', { category: 'validation' }),
    ).toThrow();
  });

  it('applies facts before deciding: a partial command merged over it, or a function of it', () => {
    spec
      .given([added(9)])
      .when(add(2), { limit: 20 })
      .then([added(2)]);
    spec
      .given([added(9)])
      .when(add(2, 20), (c) => ({ ...c, limit: 10 }))
      .thenThrows('COUNTER.FULL');
  });
});
