import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock.js';
import { ReadPool } from '../../../../platform/database/read-pool.js';
import { validationError } from '../../../../platform/errors/domain-error.js';
import { EventStreams } from '../../../../platform/event-store/event-streams.js';
import { offlineProgressSynced } from '../../../../platform/metrics/offline-metrics.js';
import { CatalogLookups } from '../../../catalog/index.js';
import { EpisodeAccess } from '../../episode-access.js';
import { episodeProgress } from '../../queries/get-episode-progress/episode-progress.read.js';
import { readingErrors } from '../../reading.errors.js';
import { READING_MESSAGES } from '../../reading.messages.js';
import { readingStream } from '../../reading.stream.js';
import { RecordReadingProgressCommand, type RecordedProgress } from './record-reading-progress.command.js';

/**
 * Progress is recorded only on an episode the reader may read now (live, and theirs to read).
 * The answer is the position the server keeps: the report's when it moved it, else the stored one.
 */
@CommandHandler(RecordReadingProgressCommand)
export class RecordReadingProgressHandler implements ICommandHandler<RecordReadingProgressCommand> {
  constructor(
    private readonly lookups: CatalogLookups,
    private readonly access: EpisodeAccess,
    private readonly streams: EventStreams,
    private readonly pool: ReadPool,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, episodeId, comicId, readPercentage, offline }: RecordReadingProgressCommand): Promise<RecordedProgress> {
    const ep = await this.lookups.episode(episodeId);
    if (ep.comicId !== comicId.toLowerCase()) throw validationError(READING_MESSAGES.comicNotOfEpisode);
    const access = await this.access.check(userId, ep);
    if (!access.allowed) throw access.reason === 'not_live' ? readingErrors.episodeNotLive() : readingErrors.episodeNotReadable(access);
    const { progress } = await this.streams.run(readingStream, userId, {
      type: 'RecordProgress',
      episodeId: ep.id,
      comicId: ep.comicId,
      percentage: readPercentage,
      offline,
      at: this.clock.now().toISOString(),
    });
    // Nothing appended: the stored position was as far or further (the decider never appends a lower one unasked).
    const kept = progress ?? (await episodeProgress(this.pool, userId, ep.id)) ?? Math.round(readPercentage);
    if (offline) offlineProgressSynced.inc({ outcome: kept > Math.round(readPercentage) ? 'behind' : 'applied' });
    return { readPercentage: kept };
  }
}
