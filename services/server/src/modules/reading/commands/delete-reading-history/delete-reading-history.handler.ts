import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock.js';
import { validationError } from '../../../../platform/errors/domain-error.js';
import { EventStreams } from '../../../../platform/event-store/event-streams.js';
import { READING_MESSAGES } from '../../reading.messages.js';
import { readingStream } from '../../reading.stream.js';
import { DeleteReadingHistoryCommand } from './delete-reading-history.command.js';

/** The most comics one deletion takes. */
const HISTORY_IDS_MAX = 500;

/** 1 to 500 ids at once, each 1–64 characters; only the reader's own shelf. */
@CommandHandler(DeleteReadingHistoryCommand)
export class DeleteReadingHistoryHandler implements ICommandHandler<DeleteReadingHistoryCommand> {
  constructor(
    private readonly streams: EventStreams,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, comicIds }: DeleteReadingHistoryCommand): Promise<void> {
    if (!comicIds.length || comicIds.length > HISTORY_IDS_MAX || comicIds.some((c) => !c || c.length > 64))
      throw validationError(READING_MESSAGES.historyIdsRange);
    await this.streams.run(readingStream, userId, {
      type: 'DeleteHistory',
      comicIds: comicIds.map((s) => s.toLowerCase()),
      at: this.clock.now().toISOString(),
    });
  }
}
