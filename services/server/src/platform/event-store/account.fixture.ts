import { conflict } from '../errors/domain-error.js';
import type { Decider, LoadPolicy } from './decider.js';

/** A toy account used by the event-store and projection tests (not part of the app). */
export type AccountEvent =
  | { type: 'Deposited'; data: { account: string; amount: number }; id?: string }
  | { type: 'Withdrawn'; data: { account: string; amount: number }; id?: string };

export type AccountCommand =
  { type: 'Deposit'; account: string; amount: number; eventId?: string } | { type: 'Withdraw'; account: string; amount: number };

export interface AccountState {
  balance: number;
  operations: number;
}

export const accountDecider: Decider<AccountCommand, AccountEvent, AccountState> = {
  streamType: 'account',
  initialState: () => ({ balance: 0, operations: 0 }),
  evolve(s, e) {
    switch (e.type) {
      case 'Deposited':
        return { balance: s.balance + e.data.amount, operations: s.operations + 1 };
      case 'Withdrawn':
        return { balance: s.balance - e.data.amount, operations: s.operations + 1 };
    }
  },
  decide(c, s) {
    switch (c.type) {
      case 'Deposit':
        return [{ type: 'Deposited', data: { account: c.account, amount: c.amount }, ...(c.eventId ? { id: c.eventId } : {}) }];
      case 'Withdraw':
        if (c.amount > s.balance) throw conflict('ACCOUNT.INSUFFICIENT', 'Not enough money');
        return [{ type: 'Withdrawn', data: { account: c.account, amount: c.amount } }];
    }
  },
};

/** Snapshots for account streams at most 100 events apart (a stream declaration's load policy). */
export const accountSnapshots: LoadPolicy<AccountState, AccountEvent> = { snapshot: { schemaVersion: 1, every: 100 } };
