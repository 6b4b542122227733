import { Query } from '@nestjs/cqrs';

/** The new email of a user waiting for its code (verify-email-change), if any. */
export class GetPendingEmailQuery extends Query<string | null> {
  constructor(readonly userId: string) {
    super();
  }
}
