import { Injectable } from '@nestjs/common';
import { CommandExecutor } from '../../platform/event-store/command-executor.js';
import { bellsDecider, type BellCommand } from './bells.decider.js';
import { bellsStreamId } from './bells.events.js';

export interface BellOutcome { comicId: string; subscribed: boolean; changed: boolean }

/** Runs a bell command on the reader's `bells-<userId>` stream (retried on a concurrent append). */
@Injectable()
export class BellsStream {
  constructor(private readonly executor: CommandExecutor) {}

  async run(userId: string, command: BellCommand): Promise<BellOutcome> {
    const { result } = await this.executor.execute(bellsDecider, bellsStreamId(userId), command, {
      idempotency: false,
      maxRetries: 8,
      result: ({ state, events }) => ({ comicId: command.comicId, subscribed: command.comicId in state.on, changed: events.length > 0 }),
    });
    return result;
  }
}
