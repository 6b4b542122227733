import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ModerationStore } from '../../moderation/moderation-store.js';
import { GetModerationQueueQuery } from './get-moderation-queue.query.js';

@QueryHandler(GetModerationQueueQuery)
export class GetModerationQueueHandler implements IQueryHandler<GetModerationQueueQuery> {
  constructor(private readonly moderation: ModerationStore) {}
  execute({ limit }: GetModerationQueueQuery) {
    return this.moderation.queue(Math.min(Math.max(1, Math.floor(limit)), 500));
  }
}
