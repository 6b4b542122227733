import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MembershipMailer } from '../mails/membership-mailer.js';
import { MembershipStream } from '../membership-stream.js';
import { RemindRenewalCommand } from './remind-renewal.command.js';

/** Only while the plan still renews on that date (not paused, held, set to cancel or ended); once per period. */
@CommandHandler(RemindRenewalCommand)
export class RemindRenewalHandler implements ICommandHandler<RemindRenewalCommand> {
  constructor(private readonly stream: MembershipStream, private readonly mailer: MembershipMailer) {}

  async execute({ userId, orderId, endDate }: RemindRenewalCommand): Promise<boolean> {
    const p = (await this.stream.load(userId)).current;
    if (!p || p.status !== 'active' || p.orderId !== orderId || p.endDate !== endDate) return false;
    await this.mailer.send(userId, `membership-renewal-coming:${userId}:${orderId}`, { kind: 'renewal_coming', planName: p.planName, billingDate: endDate, price: p.price });
    return true;
  }
}
