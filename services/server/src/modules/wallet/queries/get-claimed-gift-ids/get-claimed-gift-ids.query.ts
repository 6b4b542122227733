import { Query } from '@nestjs/cqrs';

/** Which of these gifts the reader has already claimed. */
export class GetClaimedGiftIdsQuery extends Query<Set<string>> {
  constructor(
    readonly userId: string,
    readonly giftIds: string[],
  ) {
    super();
  }
}
