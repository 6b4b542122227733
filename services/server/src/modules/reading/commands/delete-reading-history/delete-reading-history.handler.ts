import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { validationError } from '../../../../platform/errors/domain-error.js';
import { READING_MESSAGES } from '../../reading.messages.js';
import { ReadingService } from '../../reading.service.js';
import { DeleteReadingHistoryCommand } from './delete-reading-history.command.js';

/** 1 to 500 ids at once, each 1–64 characters; only the reader's own shelf. */
@CommandHandler(DeleteReadingHistoryCommand)
export class DeleteReadingHistoryHandler implements ICommandHandler<DeleteReadingHistoryCommand> {
  constructor(private readonly reading: ReadingService) {}

  async execute({ userId, comicIds }: DeleteReadingHistoryCommand): Promise<void> {
    if (!comicIds.length || comicIds.length > 500 || comicIds.some((c) => !c || c.length > 64))
      throw validationError(READING_MESSAGES.historyIdsRange);
    await this.reading.deleteHistory(
      userId,
      comicIds.map((s) => s.toLowerCase()),
    );
  }
}
