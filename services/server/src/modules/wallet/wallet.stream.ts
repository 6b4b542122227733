import { LOCK_NAMESPACE } from '../../platform/database/advisory-locks.js';
import type { CommandFacts } from '../../platform/event-store/command-executor.js';
import type { StreamDeclaration } from '../../platform/event-store/event-streams.js';
import type { WalletCommand } from './wallet.commands.js';
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
      return {
        sql: OWNED_SQL,
        params: [userId, [command.episodeId]],
        into: (c, v) => ({ ...c, owned: owned(v).has(command.episodeId) }) as WalletCommand,
      };
    case 'UnlockAllEpisodes': {
      const ids = command.episodes.map((e) => e.episodeId);
      return { sql: OWNED_SQL, params: [userId, ids], into: (c, v) => ({ ...c, owned: [...owned(v)] }) as WalletCommand };
    }
    default:
      return undefined;
  }
}

/**
 * The reader's wallet stream: every wallet use case's command, decided under the wallet's lock
 * (a hot wallet queues instead of failing on version conflicts), a repeat of a request answered
 * as the first time, and the new balance published to the reader's open pages.
 */
export const walletStream: StreamDeclaration<string, WalletCommand, WalletEvent, WalletState, WalletOutcome> = {
  decider: walletDecider,
  streamId: walletStreamId,
  lockNamespace: LOCK_NAMESPACE.wallet,
  idempotency: (userId, command) => ({ scope: `${userId}:wallet:${command.type}`, request: command }),
  facts: ownershipFacts,
  result: ({ command, state, events }) => ({ balance: balanceOf(state, command.at), changed: events.length > 0 }),
  publish: ({ key, result }) => ({ topic: balanceTopic(key), payload: result.balance }),
};
