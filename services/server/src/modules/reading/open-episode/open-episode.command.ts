import { Command } from '@nestjs/cqrs';

/** The server delivered an episode's pages to this reader (kept once: a withdrawal keeps opened episodes). */
export class OpenEpisodeCommand extends Command<void> {
  constructor(readonly userId: string, readonly episodeId: string, readonly comicId: string) { super(); }
}
