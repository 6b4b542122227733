import { Query } from '@nestjs/cqrs';
import type { QueueEntry } from '../../moderation/moderation-store.js';

/** Reported comments for staff (`koma moderation queue`): the heaviest reports first. */
export class GetModerationQueueQuery extends Query<QueueEntry[]> {
  constructor(readonly limit = 50) {
    super();
  }
}
