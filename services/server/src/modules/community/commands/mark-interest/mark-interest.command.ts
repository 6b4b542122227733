import { Command } from '@nestjs/cqrs';
import type { EngagementOutcome } from '../../engagement.stream.js';

/** Mark a comic 'interested' (true) or 'not interested' (false); marking again changes it. */
export class MarkInterestCommand extends Command<EngagementOutcome> {
  constructor(
    readonly userId: string,
    readonly comicId: string,
    readonly interest: boolean,
  ) {
    super();
  }
}
