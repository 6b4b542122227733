import { Command } from '@nestjs/cqrs';
import type { EngagementOutcome } from '../../engagement.stream.js';

export type LikeShareType = 'like' | 'share';

/** Like (toggles) or share (recorded each time) a comic (docs/product.md 'Like and share'). */
export class LikeOrShareComicCommand extends Command<EngagementOutcome & { type: LikeShareType }> {
  constructor(
    readonly userId: string,
    readonly comicId: string,
    readonly type: LikeShareType,
  ) {
    super();
  }
}
