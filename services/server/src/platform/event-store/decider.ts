import type { DomainEvent } from './event-store.types.js';

/**
 * The decider pattern (architecture §2): pure functions, no Nest, no I/O. Time and ids arrive
 * in the command. `evolve` folds events into state; `decide` answers a command with new events
 * or throws a DomainError.
 */
export interface Decider<Command extends { type: string }, Event extends DomainEvent, State> {
  /** The stream type of every stream this decider owns (e.g. `wallet`). */
  streamType: string;
  initialState(): State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): Event[];
  /**
   * Snapshot the state every `every` events so long streams load as fast as short ones. Bump
   * `schemaVersion` when State changes shape: older snapshots are then ignored and rebuilt.
   */
  snapshot?: {
    schemaVersion: number;
    every: number;
    toJSON?(state: State): unknown;
    fromJSON?(json: unknown): State;
  };
}

/** Folds events into a state (e.g. for tests: given events → state). */
export function fold<E extends DomainEvent, S>(decider: Pick<Decider<any, E, S>, 'evolve'>, state: S, events: readonly E[]): S {
  return events.reduce((s, e) => decider.evolve(s, e), state);
}
