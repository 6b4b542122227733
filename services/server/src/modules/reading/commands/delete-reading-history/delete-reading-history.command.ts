import { Command } from '@nestjs/cqrs';

/** Library Recent, Edit → Delete: removes comics from the Recent shelf (what was opened stays opened). */
export class DeleteReadingHistoryCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly comicIds: string[],
  ) {
    super();
  }
}
