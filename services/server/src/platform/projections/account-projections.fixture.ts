import type { FeedEvent, StoredEvent } from '../event-store/event-store.types.js';
import type { ProjectionContext, ReadModelProjection, Reactor } from './projection.types.js';
import { table, type ChangeEvent, type RowChange } from './row-changes.js';

/** Test projections over the toy account events (see event-store/account.fixture.ts). */
const delta = (e: Pick<FeedEvent<'data'>, 'type' | 'data'>) => {
  const d = e.data as { account: string; amount: number };
  return { account: d.account, amount: e.type === 'Withdrawn' ? -d.amount : d.amount };
};

/**
 * Inline: the balance the next request must see; the CHECK is the last guard. Its row changes
 * ride the append statement (InlineProjector). A deposit credits (an upsert); a withdrawal debits
 * the row, which must exist.
 */
export class BalancesProjection implements ReadModelProjection<'data'> {
  readonly name = 't_balances';
  readonly kind = 'inline' as const;
  readonly handles = ['Deposited', 'Withdrawn'];
  readonly reads = { data: true } as const;
  constructor(public version = 1) {}
  readonly tables = {
    t_balances: table({
      columns: { account: 'text', balance: 'bigint NOT NULL CHECK (balance >= 0)', events: 'int NOT NULL' },
      key: ['account'],
    }),
  };
  changes(e: ChangeEvent<'data'>): RowChange[] {
    const { account, amount } = delta(e);
    return amount >= 0
      ? [{ upsert: 't_balances', key: { account }, add: { balance: amount, events: 1 } }]
      : [{ update: 't_balances', key: { account }, add: { balance: amount, events: 1 } }];
  }
}

/**
 * Async: one row per event. A row applied twice would break the primary key. It reads only the
 * event id and data, so its loop and rebuilds go through the feed's narrow reads.
 */
export class HistoryProjection implements ReadModelProjection<'eventId' | 'data'> {
  readonly name = 't_history';
  readonly kind = 'async' as const;
  readonly version = 1;
  readonly handles = ['Deposited', 'Withdrawn'];
  readonly reads = { eventId: true, data: true } as const;
  failWith?: string;
  readonly tables = {
    t_history: (t: string) => [
      `CREATE TABLE ${t} (event_id uuid PRIMARY KEY, account text NOT NULL, amount bigint NOT NULL, global_position bigint NOT NULL)`,
      `CREATE INDEX ON ${t} (account)`,
    ],
  };
  constructor(readonly batchSize = 500) {}
  async apply(events: FeedEvent<'eventId' | 'data'>[], { tx, table }: ProjectionContext) {
    if (this.failWith) throw new Error(this.failWith);
    for (const e of events) {
      const { account, amount } = delta(e);
      await tx.query(`INSERT INTO ${table('t_history')} (event_id, account, amount, global_position) VALUES ($1, $2, $3, $4)`, [
        e.eventId,
        account,
        amount,
        e.globalPosition,
      ]);
    }
  }
}

/** Reactor: records what it saw in a plain table (idempotent by event id). */
export class AuditReactor implements Reactor {
  readonly name = 't_audit';
  readonly kind = 'reactor' as const;
  readonly handles = ['Deposited'];
  calls = 0;
  async apply(events: StoredEvent[], { tx }: ProjectionContext) {
    this.calls++;
    for (const e of events) await tx.query('INSERT INTO public.t_audit (event_id) VALUES ($1) ON CONFLICT DO NOTHING', [e.eventId]);
  }
}
