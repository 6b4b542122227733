import { LOCK_NAMESPACE } from '../../platform/database/advisory-locks.js';
import type { FactsQuery } from '../../platform/event-store/command-executor.js';
import type { StreamDeclaration } from '../../platform/event-store/event-streams.js';
import type { WalletCommand, WalletFacts } from './wallet.commands.js';
import { compactWallet } from './wallet.compaction.js';
import { walletDecider } from './wallet.decider.js';
import { walletStreamId, type WalletEvent } from './wallet.events.js';
import { balanceOf, type WalletState } from './wallet.state.js';

export interface Balance {
  coin: number;
  bonusCoin: number;
  point: number;
  freeRental: number;
}
export interface WalletOutcome {
  balance: Balance;
  changed: boolean;
}

/** Where a reader's balance changes are published (the balanceChanges subscription listens). */
export const balanceTopic = (userId: string) => `balance:${userId}`;

/** The episodes among $2 this wallet owns (the inline projection, written under the same lock). */
const OWNED_SQL = `SELECT coalesce(array_agg(episode_id), '{}') FROM rm.wallet_unlocks WHERE user_id = $1 AND episode_id = ANY($2::text[])`;

/**
 * What the wallet owns among the episodes a command concerns, read with the stream (after the
 * wallet lock, in the same statement), so the decider's state need not carry every episode ever
 * bought.
 */
function ownershipFacts(userId: string, command: WalletCommand): FactsQuery<WalletFacts> | undefined {
  const episodeIds =
    command.type === 'PurchaseEpisode' || command.type === 'UseRentalPass'
      ? [command.episodeId]
      : command.type === 'UnlockAllEpisodes'
        ? command.episodes.map((e) => e.episodeId)
        : undefined;
  if (!episodeIds) return undefined;
  return { sql: OWNED_SQL, params: [userId, episodeIds], read: (ids) => ({ owned: new Set(ids as string[]) }) };
}

/**
 * The reader's wallet stream: every wallet use case's command, decided under the wallet's lock
 * (a hot wallet queues instead of failing on version conflicts), a repeat of a request answered
 * as the first time, and the new balance published to the reader's open pages. Its state stays
 * small (compactWallet) and is snapshotted at most every 20 events: the snapshot's write rides the
 * append statement, while each load parses every event after it. Schema 3: `owned` left the
 * state, closed packs are dropped.
 */
export const walletStream: StreamDeclaration<string, WalletCommand, WalletEvent, WalletState, WalletOutcome, WalletFacts | undefined> = {
  decider: walletDecider,
  streamId: walletStreamId,
  lockNamespace: LOCK_NAMESPACE.wallet,
  idempotency: (userId, command) => ({ scope: `${userId}:wallet:${command.type}`, request: command }),
  facts: ownershipFacts,
  snapshot: { schemaVersion: 3, every: 20 },
  compact: compactWallet,
  result: ({ command, state, events }) => ({ balance: balanceOf(state, command.at), changed: events.length > 0 }),
  publish: ({ key, result }) => ({ topic: balanceTopic(key), payload: result.balance }),
};
