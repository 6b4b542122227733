import { Query } from '@nestjs/cqrs';

/** Whether the reader may read VIP (subscription) episodes now: an active plan, or one set to cancel, not past its end. */
export class HasVipAccessQuery extends Query<boolean> {
  constructor(readonly userId: string) {
    super();
  }
}
