import { Command } from '@nestjs/cqrs';
import type { BellOutcome } from '../../bells.stream.js';

/**
 * The bell of a comic for this reader (docs/product.md comic detail, user-comic-notification):
 * `on` absent toggles it, as the REST call does; true or false sets it.
 */
export class ToggleComicBellCommand extends Command<BellOutcome> {
  constructor(
    readonly userId: string,
    readonly comicId: string,
    readonly on?: boolean,
  ) {
    super();
  }
}
