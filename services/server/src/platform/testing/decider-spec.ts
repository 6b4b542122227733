/**
 * DeciderSpec: Given-When-Then unit tests for deciders (platform/event-store/decider.ts), so a
 * decider's test reads as its rule: given these events, when this command, then exactly these
 * events (compared whole) or an error with this code.
 *
 *   const spec = deciderSpec(walletDecider);
 *   spec.given(history).when(buy('e1', 3)).then([{ type: 'EpisodePurchased', data: { ... } }]);
 *   spec.given(history).when(buy('e1', 3), { owned: true }).then([]);
 *   spec.given([]).when(buy('e1', 3)).thenThrows('WALLET.INSUFFICIENT_COINS');
 *
 * `given` folds (a copy of) the events with `evolve` from `initialState()`; deciders update their
 * state in place, so a history can be reused. The `facts` of `when` stand for what the command
 * executor reads under the stream's lock and sets on the command before deciding (CommandFacts,
 * e.g. the wallet's `owned`): a partial command merged over it, or a function of the command.
 * `then` returns the decided events, so a test can make them the history of its next step.
 */
import { expect } from '@jest/globals';
import { type Decider, fold } from '../event-store/decider.js';
import type { DomainEvent } from '../event-store/event-store.types.js';

/** Facts read outside the stream: merged over the command, or a function of it. */
export type Facts<C> = Partial<C> | ((command: C) => C);

export interface DeciderThen<E> {
  /** Asserts the decided events equal `expected`, all of them; returns them. */
  then(expected: readonly E[]): E[];
  /** Asserts deciding throws an error with this `code` (and these other properties, if given). */
  thenThrows(code: string, properties?: Record<string, unknown>): void;
}

export interface DeciderSpec<C, E> {
  given(events: readonly E[]): { when(command: C, facts?: Facts<C>): DeciderThen<E> };
}

export function deciderSpec<C extends { type: string }, E extends DomainEvent, S>(
  decider: Pick<Decider<C, E, S>, 'initialState' | 'evolve' | 'decide'>,
): DeciderSpec<C, E> {
  return {
    given: (events) => ({
      when: (command, facts) => {
        const state = () => fold(decider, decider.initialState(), structuredClone(events));
        const withFacts = (): C => (typeof facts === 'function' ? facts(command) : ({ ...command, ...facts } as C));
        return {
          then(expected) {
            const decided = decider.decide(withFacts(), state());
            expect(decided).toEqual(expected);
            return decided;
          },
          thenThrows(code, properties = {}) {
            const s = state();
            const c = withFacts();
            let decided: E[];
            try {
              decided = decider.decide(c, s);
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
