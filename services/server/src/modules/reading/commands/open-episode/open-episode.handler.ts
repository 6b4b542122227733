import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock.js';
import { EventStreams } from '../../../../platform/event-store/event-streams.js';
import { CatalogLookups } from '../../../catalog/index.js';
import { UseRentalPassCommand } from '../../../wallet/index.js';
import { EpisodeAccess } from '../../episode-access.js';
import { readingErrors } from '../../reading.errors.js';
import { readingStream } from '../../reading.stream.js';
import { OpenEpisodeCommand, type OpenedEpisode } from './open-episode.command.js';

/** Refused (and nothing moves) for an episode not live or one this reader may not read. */
@CommandHandler(OpenEpisodeCommand)
export class OpenEpisodeHandler implements ICommandHandler<OpenEpisodeCommand> {
  constructor(
    private readonly lookups: CatalogLookups,
    private readonly access: EpisodeAccess,
    private readonly commands: CommandBus,
    private readonly streams: EventStreams,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, episodeId }: OpenEpisodeCommand): Promise<OpenedEpisode> {
    const ep = await this.lookups.episode(episodeId);
    const access = await this.access.check(userId, ep);
    if (!access.allowed) throw access.reason === 'not_live' ? readingErrors.episodeNotLive() : readingErrors.episodeNotReadable(access);
    const passStarted =
      access.via === 'rental' && !access.passUsed && (await this.commands.execute(new UseRentalPassCommand(userId, ep.id))).changed;
    await this.streams.run(readingStream, userId, {
      type: 'OpenEpisode',
      episodeId: ep.id,
      comicId: ep.comicId,
      at: this.clock.now().toISOString(),
    });
    return {
      episodeId: ep.id,
      comicId: ep.comicId,
      via: access.via,
      passStarted,
      passEndsAt: access.via === 'rental' ? access.passEndsAt : null,
    };
  }
}
