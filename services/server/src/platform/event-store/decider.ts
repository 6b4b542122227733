import type { DomainEvent } from './event-store.types.js';

/**
 * The decider pattern (docs/architecture.md): pure functions, no Nest, no I/O. Time and ids arrive
 * in the command; what the decision needs from outside the stream (e.g. which episodes a wallet
 * owns, from its inline read model) arrives as `facts`, read under the stream's lock. `evolve`
 * returns the state after an event without changing the one it is given; `decide` answers a
 * command with new events or throws a DomainError.
 */
export interface Decider<Command extends { type: string }, Event extends DomainEvent, State, Facts = undefined> {
  /** The stream type of every stream this decider owns (e.g. `wallet`). */
  streamType: string;
  initialState(): State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State, ...facts: undefined extends Facts ? [facts?: Facts] : [facts: Facts]): Event[];
}

/**
 * How a stream's state is kept cheap to load, the stream declaration's business (not the rules'):
 * snapshots at most `every` events apart (sooner when the state is small, see snapshotInterval;
 * bump `schemaVersion` when the state changes shape: older snapshots are then ignored and rebuilt),
 * and `compact`, which drops from the state what no decision can use any more (run after every
 * event a load folds, so the state stays bounded however long the stream).
 */
export interface LoadPolicy<State, Event extends DomainEvent> {
  snapshot?: {
    schemaVersion: number;
    every: number;
    toJSON?(state: State): unknown;
    fromJSON?(json: unknown): State;
  };
  compact?(state: State, event: Event): State;
}

/** Folds events into a state (e.g. for tests: given events → state), compacting after each when a policy says so. */
export function fold<E extends DomainEvent, S>(
  decider: Pick<Decider<any, E, S, any>, 'evolve'>,
  state: S,
  events: readonly E[],
  policy?: Pick<LoadPolicy<S, E>, 'compact'>,
): S {
  const compact = policy?.compact;
  return events.reduce((s, e) => (compact ? compact(decider.evolve(s, e), e) : decider.evolve(s, e)), state);
}

/** What one event costs a load, in bytes of stored JSON (data and metadata), for snapshotInterval. */
export const EVENT_LOAD_BYTES = 400;

/** What writing a byte of snapshot costs against reading a byte of event, for snapshotInterval (docs/performance.md, "Snapshot spacing"). */
export const SNAPSHOT_WRITE_WEIGHT = 20;

/**
 * How many events apart snapshots of a state of `stateBytes` should be, at most `every`. A load
 * reads the snapshot and the events after it: with snapshots k events apart, each command reads
 * (k − 1) / 2 events on average and writes 1 / k of a snapshot. Their cost, E·k/2 + W·S/k (W: a
 * written byte's weight against a read one), is least at k = √(2WS/E): a 435-byte wallet is
 * snapshotted every 7 commands, a 40 KB one every `every` (20 for wallets).
 */
export function snapshotInterval(stateBytes: number, every: number): number {
  if (!(stateBytes > 0)) return 1;
  return Math.max(1, Math.min(every, Math.round(Math.sqrt((2 * SNAPSHOT_WRITE_WEIGHT * stateBytes) / EVENT_LOAD_BYTES))));
}
