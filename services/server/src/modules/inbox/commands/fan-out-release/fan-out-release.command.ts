import { Command } from '@nestjs/cqrs';

export interface FanOutOutcome {
  written: number;
  batches: number;
  skipped?: 'hidden' | 'no longer free';
}

/**
 * Writes an announcement's notification ("New episode: …" or "Now free: …") for every reader with
 * the comic's bell and the matching setting on, in batches (the 'inbox.fan-out' job). Internal.
 */
export class FanOutReleaseCommand extends Command<FanOutOutcome> {
  constructor(
    readonly announcementId: string,
    readonly batchSize = FAN_OUT_BATCH,
  ) {
    super();
  }
}

/** Readers per batch: one INSERT … SELECT each, short enough not to hold locks for long. */
export const FAN_OUT_BATCH = 5000;
