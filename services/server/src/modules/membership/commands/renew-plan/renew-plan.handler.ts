import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock.js';
import { DomainError } from '../../../../platform/errors/domain-error.js';
import { OrdersService, type Order } from '../../../payments/index.js';
import type { CurrentPlan } from '../../membership.decider.js';
import { EventStreams } from '../../../../platform/event-store/event-streams.js';
import { membershipStream, type Cause } from '../../membership.stream.js';
import { RenewalLease } from '../../jobs/renewal-lease.js';
import { RenewPlanCommand, type RenewalRun } from './renew-plan.command.js';
import { renewalOrder } from './renewal-order.js';

const AWAITING_PAYMENT = 'awaiting payment';

/**
 * Renewal (docs/product.md): on the billing date an active plan is charged for its next period, a plan
 * set to cancel ends, a paused one waits (resuming moves its billing date). A failed charge puts
 * the plan on hold (no access) and each daily retry charges again; the last failing ends it.
 *
 * No period is charged twice: each try's order is keyed by the billing date and try number (a job
 * run twice finds its order), the decider records a paid order once, and one member's runs never
 * overlap. A provider that settles later leaves the plan on hold until its invoice is paid; later
 * tries ask about that invoice instead of billing again. Where the reader pays invoices themselves
 * (QPay), the billing date's invoice was issued with the "renewal coming" mail; paid by the billing
 * date, the plan renews on time; unpaid, it goes on hold.
 */
@CommandHandler(RenewPlanCommand)
export class RenewPlanHandler implements ICommandHandler<RenewPlanCommand> {
  constructor(
    private readonly streams: EventStreams,
    private readonly lease: RenewalLease,
    private readonly commands: CommandBus,
    private readonly orders: OrdersService,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, periodEnd, attempt }: RenewPlanCommand): Promise<RenewalRun> {
    let run: RenewalRun = 'busy';
    await this.lease.exclusiveRenewal(userId, async () => {
      run = await this.renew(userId, periodEnd, attempt);
    });
    return run;
  }

  private async renew(userId: string, periodEnd: string, attempt: number): Promise<RenewalRun> {
    const p = (await this.streams.load(membershipStream, userId)).current;
    if (!p) return 'nothing_due';
    const cause: Cause = { actor: 'system', reason: attempt === 0 ? 'billing date reached' : `payment retry ${attempt} of the hold` };
    if (attempt === 0) {
      if (p.endDate !== periodEnd) return 'nothing_due'; // the billing date moved (pause, purchase): its own job comes then
      if (p.status === 'pending_cancellation') {
        const { events } = await this.streams.runForEvents(
          membershipStream,
          userId,
          { type: 'EndCancelledPlan', periodEnd, at: this.now() },
          { metadata: { actor: 'system', reason: 'cancelled plan reached its billing date' } },
        );
        return events.length ? 'ended' : 'nothing_due';
      }
      if (p.status !== 'active') return 'nothing_due';
    } else {
      if (p.status !== 'on_hold' || p.hold?.periodEnd !== periodEnd || attempt <= p.hold.lastAttempt) return 'nothing_due';
      const waiting = p.hold.orderId ? await this.orders.order(p.hold.orderId) : null;
      if (waiting?.status === 'pending') {
        const now = await this.orders.reconcile(waiting.id);
        if (now?.status === 'paid') return 'renewed';
        return this.failed(userId, periodEnd, attempt, waiting.id, AWAITING_PAYMENT, cause);
      }
    }
    return this.charge(userId, p, periodEnd, attempt, cause);
  }

  private async charge(userId: string, p: CurrentPlan, periodEnd: string, attempt: number, cause: Cause): Promise<RenewalRun> {
    let order: Order;
    try {
      ({ order } = await this.commands.execute(renewalOrder(userId, p.planId, periodEnd, attempt)));
    } catch (e) {
      if (!(e instanceof DomainError)) throw e; // not a payment answer (database, bug): the job tries again
      return this.failed(userId, periodEnd, attempt, null, e.message, cause);
    }
    // An invoice issued ahead of the billing date (QPay) may have been paid without a callback: ask.
    if (order.status === 'pending') order = (await this.orders.reconcile(order.id)) ?? order;
    if (order.status === 'paid') return 'renewed'; // the settlement renewed the plan
    return this.failed(
      userId,
      periodEnd,
      attempt,
      order.id,
      order.status === 'pending' ? AWAITING_PAYMENT : 'The payment was declined',
      cause,
    );
  }

  private async failed(
    userId: string,
    periodEnd: string,
    attempt: number,
    orderId: string | null,
    failure: string,
    cause: Cause,
  ): Promise<RenewalRun> {
    const { events } = await this.streams.runForEvents(
      membershipStream,
      userId,
      { type: 'RenewalFailed', periodEnd, attempt, orderId, failure, at: this.now() },
      { metadata: cause },
    );
    const type = events[0]?.type;
    if (type === 'PlanPutOnHold') return failure === AWAITING_PAYMENT ? 'awaiting_payment' : 'held';
    if (type === 'PlanEnded') return 'ended';
    if (type === 'PlanPaymentRetryFailed') return 'retry_failed';
    return 'nothing_due';
  }

  private now(): string {
    return this.clock.now().toISOString();
  }
}
