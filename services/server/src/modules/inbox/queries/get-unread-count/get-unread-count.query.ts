import { Query } from '@nestjs/cqrs';

/** How many due notifications the reader has not read (the header badge). */
export class GetUnreadCountQuery extends Query<number> {
  constructor(readonly userId: string) {
    super();
  }
}
