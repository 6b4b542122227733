import { Command } from '@nestjs/cqrs';

/** What the server keeps after a report: the episode's stored position (it may be further than the report). */
export interface RecordedProgress {
  readPercentage: number;
}

/**
 * The reader's position in an episode (0–100); the episode must belong to `comicId`. `offline`:
 * a report the client queued while offline and sends later, which never moves the position back.
 */
export class RecordReadingProgressCommand extends Command<RecordedProgress> {
  constructor(
    readonly userId: string,
    readonly episodeId: string,
    readonly comicId: string,
    readonly readPercentage: number,
    readonly offline = false,
  ) {
    super();
  }
}
