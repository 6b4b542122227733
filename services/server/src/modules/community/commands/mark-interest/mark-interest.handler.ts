import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock.js';
import { validationError } from '../../../../platform/errors/domain-error.js';
import { CatalogQueries } from '../../../catalog/index.js';
import { EventStreams } from '../../../../platform/event-store/event-streams.js';
import { engagementStream } from '../../engagement.stream.js';
import { MarkInterestCommand } from './mark-interest.command.js';

@CommandHandler(MarkInterestCommand)
export class MarkInterestHandler implements ICommandHandler<MarkInterestCommand> {
  constructor(
    private readonly streams: EventStreams,
    private readonly catalog: CatalogQueries,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, comicId, interest }: MarkInterestCommand) {
    if (typeof interest !== 'boolean') throw validationError('interest: must be true or false');
    const comic = await this.catalog.comic(comicId);
    return this.streams.run(engagementStream, userId, {
      type: 'MarkInterest',
      comicId: comic.id,
      interest,
      at: this.clock.now().toISOString(),
    });
  }
}
