import { Command } from '@nestjs/cqrs';

/** What an opening did: by which right the reader reads, and whether it started their rental pass. */
export interface OpenedEpisode {
  episodeId: string;
  comicId: string;
  via: 'free' | 'plan' | 'purchase' | 'rental';
  passStarted: boolean;
  passEndsAt: Date | null;
}

/**
 * The reader opens an episode they may read: the one place that records the opening (once: a
 * withdrawal keeps opened episodes, the ranking counts first openings) and, for a claimed rental
 * pass not in use yet, uses it. Sent again, it moves nothing more.
 */
export class OpenEpisodeCommand extends Command<OpenedEpisode> {
  constructor(
    readonly userId: string,
    readonly episodeId: string,
  ) {
    super();
  }
}
