import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { CONFIG } from '../../../config/config.module.js';
import type { Config } from '../../../config/config.schema.js';
import type { FeedEvent } from '../../../platform/event-store/event-store.types.js';
import { MailService } from '../../../platform/mail/mail.service.js';
import { OrdersService } from '../../payments/index.js';
import type { ProjectionContext, Reactor } from '../../../platform/projections/projection.types.js';
import { MemberContactQuery } from '../ports/member-contact.query.js';
import { userOfMembership, type MembershipEvent } from '../membership.events.js';
import { EventStreams } from '../../../platform/event-store/event-streams.js';
import { membershipStream } from '../membership.stream.js';
import { membershipMail, type MembershipMail } from './membership.mails.js';

/**
 * The billing mails that follow events: renewed, on hold (with the retry dates, and the invoice's
 * pay link when the provider awaits the reader), cancelled.
 * At least once from the reactor loop, once in the inbox: each mail's job id comes from the event.
 */
@Injectable()
export class MembershipMailer implements Reactor<'data' | 'streamId'> {
  readonly name = 'membership_mailer';
  readonly kind = 'reactor' as const;
  readonly handles = ['PlanRenewed', 'PlanPutOnHold', 'PlanEnded'] as const;
  readonly reads = { data: true, streamId: true } as const;

  constructor(
    private readonly queries: QueryBus,
    private readonly mail: MailService,
    private readonly streams: EventStreams,
    private readonly orders: OrdersService,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async apply(events: FeedEvent<'data' | 'streamId'>[], _ctx: ProjectionContext): Promise<void> {
    for (const stored of events) {
      const e = stored as unknown as MembershipEvent;
      const userId = userOfMembership(stored.streamId);
      const planName = (await this.streams.load(membershipStream, userId)).current?.planName ?? 'VIP';
      if (e.type === 'PlanRenewed') {
        await this.send(userId, `membership-renewed:${userId}:${e.data.orderId}`, {
          kind: 'renewed',
          planName,
          endDate: e.data.endDate,
          price: e.data.price,
          currency: e.data.currency ?? 'usd',
        });
      } else if (e.type === 'PlanPutOnHold') {
        // A provider that settles later (QPay) left an invoice for this renewal: its link is the way to pay.
        const order = e.data.orderId ? await this.orders.order(e.data.orderId) : null;
        const payLink = order?.status === 'pending' ? (order.invoice?.shortUrl ?? null) : null;
        await this.send(userId, `membership-on-hold:${userId}:${e.data.heldAt}`, {
          kind: 'on_hold',
          planName,
          retryDates: e.data.retryDates,
          payLink,
        });
      } else if (e.type === 'PlanEnded') {
        await this.send(userId, `membership-ended:${userId}:${e.data.endDate}`, {
          kind: 'cancelled',
          planName,
          endDate: e.data.endDate,
          cause: e.data.cause,
        });
      }
    }
  }

  /** Sends one billing mail, once per `jobId`; nothing for an account that is gone. */
  async send(userId: string, jobId: string, m: MembershipMail): Promise<void> {
    const contact = await this.queries.execute(new MemberContactQuery(userId));
    if (!contact) return;
    await this.mail.send({ to: contact.email, ...membershipMail(m, contact.language, this.config.PUBLIC_URL) }, { jobId });
  }
}
