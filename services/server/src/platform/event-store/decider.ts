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
   * Snapshots, so long streams load as fast as short ones: at most `every` events apart, sooner
   * when the state is small (see snapshotInterval). Bump `schemaVersion` when State changes
   * shape: older snapshots are then ignored and rebuilt.
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
