import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ReadingService } from '../reading.service.js';
import { DeleteUserHistoryCommand } from './delete-user-history.command.js';

@CommandHandler(DeleteUserHistoryCommand)
export class DeleteUserHistoryHandler implements ICommandHandler<DeleteUserHistoryCommand> {
  constructor(private readonly reading: ReadingService) {}

  async execute({ userId, comicIds }: DeleteUserHistoryCommand): Promise<void> {
    await this.reading.deleteHistory(userId, comicIds.map((s) => s.toLowerCase()));
  }
}
