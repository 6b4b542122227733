import { Command } from '@nestjs/cqrs';

export interface PushOutcomeTally {
  sent: number;
  gone: number;
  refused: number;
  retry: number;
  skipped?: 'hidden';
}

/**
 * Pushes an announcement's notifications ("New episode: …" / "Now free: …", already written by
 * the fan-out to the readers whose setting is on) to each of those readers' subscribed browsers
 * (the 'inbox.push' job). Internal.
 */
export class DeliverPushCommand extends Command<PushOutcomeTally> {
  constructor(
    readonly announcementId: string,
    readonly batchSize = PUSH_BATCH,
  ) {
    super();
  }
}

/** Devices per batch: one claim statement, then that many pushes, PUSH_PARALLEL at a time. */
export const PUSH_BATCH = 200;
export const PUSH_PARALLEL = 10;
