import { Query } from '@nestjs/cqrs';

/** The episodes of a comic the reader has opened or reported progress on (how far they got). */
export class GetReachedEpisodesQuery extends Query<string[]> {
  constructor(
    readonly userId: string,
    readonly comicId: string,
  ) {
    super();
  }
}
