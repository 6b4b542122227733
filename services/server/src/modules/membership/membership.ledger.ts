import type { StoredEvent } from '../../platform/event-store/event-store.types.js';
import type { MembershipEvent } from './membership.events.js';

/** One membership line of a reader's ledger (`koma ledger`): what happened to the plan, and who caused it. */
export interface MembershipLedgerLine {
  at: string;
  /** Where the event sits in the whole log: the ledger interleaves wallet and membership lines by it. */
  globalPosition: number;
  /** Its place in the membership stream. */
  position: number;
  event: MembershipEvent['type'];
  /** The money a line records (a purchase or renewal), else null. */
  amount: { price: number; currency: string; orderId: string } | null;
  note: string;
  actor: string | null;
  reason: string | null;
}

const day = (iso: string) => iso.slice(0, 10);
const money = (price: number, currency: string | undefined) => `${price} ${currency ?? 'usd'}`;

function noteOf(e: MembershipEvent): string {
  switch (e.type) {
    case 'PlanPurchased':
      return `${e.data.planName}, order ${e.data.orderId}, ${money(e.data.price, e.data.currency)} via ${e.data.method}${e.data.promoId ? `, promo ${e.data.promoId}` : ''}; ${day(e.data.startDate)} → ${day(e.data.endDate)}`;
    case 'PlanRenewed':
      return `renewal order ${e.data.orderId}, ${money(e.data.price, e.data.currency)}; ${day(e.data.startDate)} → ${day(e.data.endDate)}`;
    case 'PlanPaused':
      return `paused; resumes by itself on ${day(e.data.autoResumeAt)}`;
    case 'PlanResumed':
      return `resumed; ${Math.round(e.data.pausedMs / 3_600_000)} h paused given back, ends ${day(e.data.endDate)}`;
    case 'PlanCancellationRequested':
      return `cancellation requested; ends at the billing date ${day(e.data.effectiveAt)}`;
    case 'PlanCancellationWithdrawn':
      return 'cancellation withdrawn; renews as usual';
    case 'PlanPutOnHold':
      return `on hold: ${e.data.failure}; retries until ${day(e.data.retryDates.at(-1) ?? e.data.heldAt)}${e.data.orderId ? `; order ${e.data.orderId}` : ''}`;
    case 'PlanPaymentRetryFailed':
      return `payment retry ${e.data.attempt} failed: ${e.data.failure}${e.data.orderId ? `; order ${e.data.orderId}` : ''}`;
    case 'PlanEnded':
      return e.data.cause === 'unpaid' ? 'ended: unpaid after the hold' : 'ended: cancelled';
  }
}

/** A membership stream as ledger lines, for support to audit beside the wallet's. */
export function membershipLedgerOf(events: StoredEvent[]): MembershipLedgerLine[] {
  return events.map((stored) => {
    const e = stored as unknown as StoredEvent & MembershipEvent;
    const paid =
      e.type === 'PlanPurchased' || e.type === 'PlanRenewed'
        ? { price: e.data.price, currency: e.data.currency ?? 'usd', orderId: e.data.orderId }
        : null;
    return {
      at: new Date(stored.createdAt).toISOString(),
      globalPosition: stored.globalPosition,
      position: stored.streamPosition,
      event: e.type,
      amount: paid,
      note: noteOf(e),
      actor: typeof stored.metadata?.actor === 'string' ? stored.metadata.actor : null,
      reason: typeof stored.metadata?.reason === 'string' ? stored.metadata.reason : null,
    };
  });
}
