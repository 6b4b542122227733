import { Command } from '@nestjs/cqrs';

/** Three days before the billing date: mail "renewal coming" once for the period `orderId` paid (a job asks). */
export class RemindRenewalCommand extends Command<boolean> {
  constructor(
    readonly userId: string,
    readonly orderId: string,
    readonly endDate: string,
  ) {
    super();
  }
}
