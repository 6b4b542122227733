import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { validationError } from '../../../../platform/errors/domain-error.js';
import { CatalogLookups } from '../../../catalog/index.js';
import { EpisodeAccess } from '../../episode-access.js';
import { readingErrors } from '../../reading.errors.js';
import { READING_MESSAGES } from '../../reading.messages.js';
import { ReadingService } from '../../reading.service.js';
import { RecordReadingProgressCommand } from './record-reading-progress.command.js';

/** Progress is recorded only on an episode the reader may read now (live, and theirs to read). */
@CommandHandler(RecordReadingProgressCommand)
export class RecordReadingProgressHandler implements ICommandHandler<RecordReadingProgressCommand> {
  constructor(
    private readonly lookups: CatalogLookups,
    private readonly access: EpisodeAccess,
    private readonly reading: ReadingService,
  ) {}

  async execute({ userId, episodeId, comicId, readPercentage }: RecordReadingProgressCommand): Promise<void> {
    const ep = await this.lookups.episode(episodeId);
    if (ep.comicId !== comicId.toLowerCase()) throw validationError(READING_MESSAGES.comicNotOfEpisode);
    const access = await this.access.check(userId, ep);
    if (!access.allowed) throw access.reason === 'not_live' ? readingErrors.episodeNotLive() : readingErrors.episodeNotReadable(access);
    await this.reading.progress(userId, ep.id, ep.comicId, readPercentage);
  }
}
