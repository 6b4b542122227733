import { Command } from '@nestjs/cqrs';

export interface DeliveryOutcome {
  outcome: 'delivered' | 'superseded';
  mailed: number;
}

/**
 * A catalog notification's schedule time has come (the 'inbox.deliver' job): tell the open pages,
 * and mail every reader whose "Email me about events" is on, once each. Internal.
 */
export class DeliverNotificationCommand extends Command<DeliveryOutcome> {
  constructor(
    readonly notificationId: string,
    readonly schedule: string,
    readonly batchSize = 500,
  ) {
    super();
  }
}
