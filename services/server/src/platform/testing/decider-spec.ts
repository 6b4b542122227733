/**
 * DeciderSpec: Given-When-Then unit tests for deciders (platform/event-store/decider.ts), so a
 * decider's test reads as its rule: given these events, when this command (with these facts),
 * then exactly these events (compared whole) or an error with this code.
 *
 *   const spec = deciderSpec(walletDecider, { compact: compactWallet, facts: { owned: new Set() } });
 *   spec.given(history).when(buy('e1', 3)).then([{ type: 'EpisodePurchased', data: { ... } }]);
 *   spec.given(history).when(buy('e1', 3), { owned: new Set(['e1']) }).then([]);
 *   spec.given([]).when(buy('e1', 3)).thenThrows('WALLET.INSUFFICIENT_COINS');
 *
 * `given` folds the events with `evolve` from `initialState()`, compacting after each as the
 * stream's load policy does when `compact` is given (so a test decides on the state production
 * loads). The `facts` of `when` (else the spec's default `facts`) stand for what the stream reads
 * under its lock for the decider (StreamDeclaration.facts). Every state is frozen: a decider that
 * changes the state it is given (instead of returning a new one) fails its tests. `then` returns the decided events, so a test can make them the
 * history of its next step.
 */
import { expect } from '@jest/globals';
import { type Decider, fold, type LoadPolicy } from '../event-store/decider.js';
import type { DomainEvent } from '../event-store/event-store.types.js';

export interface DeciderThen<E> {
  /** Asserts the decided events equal `expected`, all of them; returns them. */
  then(expected: readonly E[]): E[];
  /** Asserts deciding throws an error with this `code` (and these other properties, if given). */
  thenThrows(code: string, properties?: Record<string, unknown>): void;
}

export interface DeciderSpec<C, E, F> {
  given(events: readonly E[]): { when(command: C, facts?: F): DeciderThen<E> };
}

export function deciderSpec<C extends { type: string }, E extends DomainEvent, S, F = undefined>(
  decider: Pick<Decider<C, E, S, F>, 'initialState' | 'evolve' | 'decide'>,
  options: Pick<LoadPolicy<S, E>, 'compact'> & { facts?: F } = {},
): DeciderSpec<C, E, F> {
  const decide = decider.decide as (c: C, s: S, f: F) => E[];
  return {
    given: (events) => ({
      when: (command, facts = options.facts) => {
        // Every state is frozen before it is evolved or decided on: a decider that changes the state
        // it is given fails here (ES modules are strict: writing to a frozen object throws).
        const pure = { evolve: (st: S, e: E) => decider.evolve(deepFreeze(st), e) };
        const state = () => deepFreeze(fold(pure, deepFreeze(decider.initialState()), structuredClone(events), options));
        return {
          then(expected) {
            const decided = decide(command, state(), facts as F);
            expect(decided).toEqual(expected);
            return decided;
          },
          thenThrows(code, properties = {}) {
            const s = state();
            const c = command;
            let decided: E[];
            try {
              decided = decide(c, s, facts as F);
            } catch (error) {
              try {
                expect(error).toMatchObject({ code, ...properties });
              } catch (failure) {
                throw new Error(`${c.type} threw ${String(error)}\n${(failure as Error).message}`, { cause: failure });
              }
              return;
            }
            throw new Error(`Expected ${c.type} to throw ${code}, but it decided ${JSON.stringify(decided)}`);
          },
        };
      },
    }),
  };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
