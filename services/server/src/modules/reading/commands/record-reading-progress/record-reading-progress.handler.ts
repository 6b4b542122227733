import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock.js';
import { validationError } from '../../../../platform/errors/domain-error.js';
import { EventStreams } from '../../../../platform/event-store/event-streams.js';
import { CatalogLookups } from '../../../catalog/index.js';
import { EpisodeAccess } from '../../episode-access.js';
import { readingErrors } from '../../reading.errors.js';
import { READING_MESSAGES } from '../../reading.messages.js';
import { readingStream } from '../../reading.stream.js';
import { RecordReadingProgressCommand } from './record-reading-progress.command.js';

/** Progress is recorded only on an episode the reader may read now (live, and theirs to read). */
@CommandHandler(RecordReadingProgressCommand)
export class RecordReadingProgressHandler implements ICommandHandler<RecordReadingProgressCommand> {
  constructor(
    private readonly lookups: CatalogLookups,
    private readonly access: EpisodeAccess,
    private readonly streams: EventStreams,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, episodeId, comicId, readPercentage }: RecordReadingProgressCommand): Promise<void> {
    const ep = await this.lookups.episode(episodeId);
    if (ep.comicId !== comicId.toLowerCase()) throw validationError(READING_MESSAGES.comicNotOfEpisode);
    const access = await this.access.check(userId, ep);
    if (!access.allowed) throw access.reason === 'not_live' ? readingErrors.episodeNotLive() : readingErrors.episodeNotReadable(access);
    await this.streams.run(readingStream, userId, {
      type: 'RecordProgress',
      episodeId: ep.id,
      comicId: ep.comicId,
      percentage: readPercentage,
      at: this.clock.now().toISOString(),
    });
  }
}
