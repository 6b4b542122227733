import { Query } from '@nestjs/cqrs';

/**
 * Which of these episodes the reader has opened. Asked by a withdrawal, answered by the context
 * that records openings (reading registers the handler).
 */
export class OpenedEpisodesQuery extends Query<string[]> {
  constructor(
    readonly userId: string,
    readonly episodeIds: string[],
  ) {
    super();
  }
}
