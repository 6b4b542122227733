import { Injectable } from '@nestjs/common';
import type pg from 'pg';
import { advisoryKey, advisoryXactLockSql, LOCK_NAMESPACE } from '../../platform/database/advisory-locks.js';
import { isDeadlockVictim } from '../../platform/database/pg-errors.js';
import { WritePath } from '../../platform/database/write-path.js';
import { CommandExecutor, type CommandFacts } from '../../platform/event-store/command-executor.js';
import { ConcurrencyError } from '../../platform/event-store/event-store.errors.js';
import { PubSub } from '../../platform/graphql/pubsub.js';
import type { WalletCommand } from './wallet.commands.js';
import { walletDecider } from './wallet.decider.js';
import { WALLET_STREAM_TYPE, walletStreamId } from './wallet.events.js';
import { balanceOf } from './wallet.state.js';

export interface Balance { coin: number; bonusCoin: number; point: number; freeRental: number }
export interface WalletOutcome { balance: Balance; changed: boolean }

/** Where a reader's balance changes are published (the balanceChanged subscription listens). */
export const balanceTopic = (userId: string) => `balance:${userId}`;

/** The episodes among $2 this wallet owns (the inline projection, written under the same lock). */
const OWNED_SQL = `SELECT coalesce(array_agg(episode_id), '{}') FROM rm.wallet_unlocks WHERE user_id = $1 AND episode_id = ANY($2::text[])`;

/**
 * What the wallet owns among the episodes a command concerns, read with the stream (after the
 * wallet lock, in the same statement), so the decider's state need not carry every episode ever
 * bought. The caller's `owned` is never trusted: it is always replaced.
 */
function ownershipFacts(userId: string, command: WalletCommand): CommandFacts<WalletCommand> | undefined {
  const owned = (v: unknown) => new Set(v as string[]);
  switch (command.type) {
    case 'PurchaseEpisode':
    case 'UseRentalPass':
      return { sql: OWNED_SQL, params: [userId, [command.episodeId]], into: (c, v) => ({ ...c, owned: owned(v).has(command.episodeId) }) as WalletCommand };
    case 'UnlockAllEpisodes': {
      const ids = command.episodes.map((e) => e.episodeId);
      return { sql: OWNED_SQL, params: [userId, ids], into: (c, v) => ({ ...c, owned: [...owned(v)] }) as WalletCommand };
    }
    default:
      return undefined;
  }
}

/**
 * The reader's wallet stream: every wallet use case runs its command here, so each one is
 * decided under the same lock, in one transaction, with the request's Idempotency-Key honoured.
 */
@Injectable()
export class WalletStream {
  constructor(
    private readonly writes: WritePath,
    private readonly executor: CommandExecutor,
    private readonly pubsub: PubSub,
  ) {}

  /**
   * Runs a command on a wallet in one transaction, serialised per wallet by an advisory lock
   * (a hot wallet queues instead of failing on version conflicts), honouring the request's
   * Idempotency-Key. Through the platform's write path (WritePath: under load several commands
   * may share a transaction), each answers as it would alone. `tx` joins a caller's transaction
   * (payment settlement).
   */
  async run(userId: string, command: WalletCommand, opts: { request?: unknown; tx?: pg.PoolClient; idempotent?: boolean } = {}): Promise<WalletOutcome> {
    const streamId = walletStreamId(userId);
    const lock = advisoryKey(LOCK_NAMESPACE.wallet, streamId);
    const exec = async (tx: pg.PoolClient) => {
      const outcome = await this.executor.execute(walletDecider, streamId, command, {
        tx,
        wakeAfterCommit: !opts.tx, // our own transaction: woken below, once committed
        idempotency: opts.idempotent === false ? false : { scope: `${userId}:wallet:${command.type}`, request: opts.request ?? command },
        facts: ownershipFacts(userId, command),
        result: ({ state, events }) => ({ balance: balanceOf(state, command.at), changed: events.length > 0 }),
      });
      return { result: outcome.result, appended: outcome.events.map((e) => e.type) };
    };
    let done: Awaited<ReturnType<typeof exec>>;
    if (opts.tx) {
      await opts.tx.query(advisoryXactLockSql(lock));
      done = await exec(opts.tx);
    } else {
      done = await this.writes.runUnderLock(lock, exec).catch((e: unknown) => {
        // Under the wallet lock no other writer moves the stream: a conflict means the append
        // named a read-model generation a rebuild had just dropped (InlineProjector), and nothing
        // was written; a deadlock victim was rolled back whole. Once more, with the generation learned again.
        if (e instanceof ConcurrencyError || isDeadlockVictim(e)) return this.writes.runUnderLock(lock, exec);
        throw e;
      });
    }
    if (done.appended.length && !opts.tx) { // not on a replay of an Idempotency-Key: nothing new
      this.executor.wake(WALLET_STREAM_TYPE, done.appended);
      this.announce(userId, done.result.balance);
    }
    return done.result;
  }

  /**
   * Tells the reader's open pages (GraphQL subscription) that the balance changed. Not awaited by
   * the command: the message is a hint to refresh, the answer already carries the balance.
   */
  announce(userId: string, balance: Balance): void {
    this.pubsub.publish(balanceTopic(userId), balance).catch(() => undefined);
  }
}
