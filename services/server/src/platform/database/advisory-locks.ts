import { createHash } from 'node:crypto';

/**
 * Every PostgreSQL advisory lock Koma takes, registered here so that no two uses share a key.
 *
 * PostgreSQL keeps two separate key spaces: one bigint key (`pg_advisory_lock(k)`) and two int4
 * keys (`pg_advisory_lock(ns, k)`); a one-key lock never conflicts with a two-key lock, even with
 * equal numbers. Koma's two-key locks take a namespace from `LOCK_NAMESPACE` and a second key
 * derived from a name (`hashtext(name)` in SQL, or `advisoryKey` in TypeScript).
 */
export const LOCK_NAMESPACE = {
  /** Event-store appends without a version check; key: the stream id. */
  streamAppend: 7274000,
  /** Shared by every writer of a projection's live generation, exclusive for the switch; key: the projection name. */
  projectionLive: 7274100,
  /** Held by the one worker running a projection's loop; key: the projection name. */
  projectionRunner: 7274101,
  /** Held while a projection generation is built (one rebuild at a time); key: the projection name. */
  projectionBuild: 7274102,
  /** Held while the engine checks every projection at boot; key: 0. */
  projectionEnsure: 7274103,
  /** One wallet command at a time per wallet; key: `advisoryKey` of the wallet stream id. */
  wallet: 7274200,
  /** One membership purchase at a time per member; key: the membership stream id. */
  membership: 7274210,
  /** Redemptions of one promo code counted one at a time; key: the promo id. */
  promo: 7274220,
  /** One engagement command (likes, shares, interest) at a time per reader; key: the engagement stream id. */
  engagement: 7274230,
  /** One bell command at a time per reader; key: the bells stream id. */
  bells: 7274240,
  /** One reading command (open, progress, history) at a time per reader; key: the reading stream id. */
  reading: 7274250,
  /** One notification planner run at a time; key: 'planner'. */
  notificationPlanner: 7274310,
  /** A periodic task (sweeps) run by one instance at a time; key: the task's name. */
  scheduledTask: 7274300,
} as const;

/** One-key (bigint) locks: process-wide singletons. */
export const LOCK_KEY = {
  /** Migrations: starting instances take turns. */
  migrations: 7274001,
  /** Catalog imports: one at a time. */
  catalogImport: 7274101,
  /** The tests' migrated template database: one worker builds it, the others wait. */
  testTemplate: 7274901,
} as const;

/** A two-key advisory lock: a namespace and a 32-bit key derived from a name (e.g. a stream id). */
export interface AdvisoryKey {
  namespace: number;
  key: number;
}

/** The two keys of `namespace` and `name`, computed here (no hashtext round trip): for statements built as text. */
export function advisoryKey(namespace: number, name: string): AdvisoryKey {
  return { namespace, key: createHash('sha256').update(name).digest().readInt32BE(0) };
}

/** The statement that takes `lock` for the rest of the transaction. Both keys are checked integers: nothing else is ever interpolated. */
export function advisoryXactLockSql({ namespace, key }: AdvisoryKey): string {
  for (const n of [namespace, key])
    if (!Number.isInteger(n) || n < -2147483648 || n > 2147483647) throw new Error(`advisory lock key ${n} is not a 32-bit integer`);
  return `SELECT pg_advisory_xact_lock(${namespace}, ${key})`;
}

/** Takes the `namespace` lock on hashtext(name) until the end of the caller's transaction. */
export const XACT_LOCK_ON_NAME_SQL = 'SELECT pg_advisory_xact_lock($1, hashtext($2))';
