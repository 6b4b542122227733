import { Command } from '@nestjs/cqrs';

/** The reader's position in an episode (0–100); the episode must belong to `comicId`. */
export class RecordReadingProgressCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly episodeId: string,
    readonly comicId: string,
    readonly readPercentage: number,
  ) {
    super();
  }
}
