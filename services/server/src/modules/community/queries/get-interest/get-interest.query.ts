import { Query } from '@nestjs/cqrs';

/** get-interest: the reader's mark on a comic (true, false, or null when never set). */
export class GetInterestQuery extends Query<boolean | null> {
  constructor(
    readonly userId: string,
    readonly comicId: string,
  ) {
    super();
  }
}
