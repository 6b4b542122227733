import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock.js';
import { InboxReadModel } from '../../inbox.read-model.js';
import { InboxTopics } from '../../inbox.topics.js';
import { MarkNotificationReadCommand, type ReadOutcome } from './mark-notification-read.command.js';

/**
 * Only a notification the reader can see now may be marked: unknown, not yet due, another
 * reader's or about hidden content is 404 and records nothing. Marking it again changes nothing.
 * A new mark tells the reader's other open pages (their badge).
 */
@CommandHandler(MarkNotificationReadCommand)
export class MarkNotificationReadHandler implements ICommandHandler<MarkNotificationReadCommand> {
  constructor(
    private readonly readModel: InboxReadModel,
    private readonly topics: InboxTopics,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, notificationId }: MarkNotificationReadCommand): Promise<ReadOutcome> {
    const now = this.clock.now();
    const n = await this.readModel.one(userId, notificationId, now);
    const changed = await this.readModel.markRead(userId, n.id, now);
    if (changed) this.topics.reader(userId, { reason: 'read' });
    return { changed, unread: await this.readModel.unreadCount(userId, now) };
  }
}
