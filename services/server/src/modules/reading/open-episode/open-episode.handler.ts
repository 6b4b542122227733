import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ReadingService } from '../reading.service.js';
import { OpenEpisodeCommand } from './open-episode.command.js';

@CommandHandler(OpenEpisodeCommand)
export class OpenEpisodeHandler implements ICommandHandler<OpenEpisodeCommand> {
  constructor(private readonly reading: ReadingService) {}

  async execute({ userId, episodeId, comicId }: OpenEpisodeCommand): Promise<void> {
    await this.reading.opened(userId, episodeId, comicId);
  }
}
