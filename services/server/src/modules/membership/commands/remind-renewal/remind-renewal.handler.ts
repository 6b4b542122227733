import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { OrdersService } from '../../../payments/index.js';
import { MembershipMailer } from '../../mails/membership-mailer.js';
import { EventStreams } from '../../../../platform/event-store/event-streams.js';
import { membershipStream } from '../../membership.stream.js';
import { RenewalLease } from '../../jobs/renewal-lease.js';
import { renewalOrder } from '../renew-plan/renewal-order.js';
import { RemindRenewalCommand } from './remind-renewal.command.js';

/**
 * Only while the plan still renews on that date (not paused, held, set to cancel or ended); once per
 * period. Where the reader pays invoices themselves (QPay), the billing date's invoice is issued now,
 * for the plan's price in the provider's currency, and the mail carries its pay link (ADR 0039).
 */
@CommandHandler(RemindRenewalCommand)
export class RemindRenewalHandler implements ICommandHandler<RemindRenewalCommand> {
  constructor(
    private readonly streams: EventStreams,
    private readonly lease: RenewalLease,
    private readonly mailer: MembershipMailer,
    private readonly orders: OrdersService,
    private readonly commands: CommandBus,
  ) {}

  async execute({ userId, orderId, endDate }: RemindRenewalCommand): Promise<boolean> {
    const p = (await this.streams.load(membershipStream, userId)).current;
    if (!p || p.status !== 'active' || p.orderId !== orderId || p.endDate !== endDate) return false;
    let bill = { price: p.price, currency: p.currency, payLink: null as string | null };
    if (this.orders.invoicesAhead) {
      let issued = false;
      // Under the member's renewal lease: the billing date's run asks for this same order.
      const ran = await this.lease.exclusiveRenewal(userId, async () => {
        const { order } = await this.commands.execute(renewalOrder(userId, p.planId, endDate, 0));
        bill = {
          price: order.amount,
          currency: order.currency,
          payLink: order.status === 'pending' ? (order.invoice?.shortUrl ?? null) : null,
        };
        issued = true;
      });
      if (!ran || !issued) throw new Error('another renewal run of this member is in progress');
    }
    await this.mailer.send(userId, `membership-renewal-coming:${userId}:${orderId}`, {
      kind: 'renewal_coming',
      planName: p.planName,
      billingDate: endDate,
      ...bill,
    });
    return true;
  }
}
