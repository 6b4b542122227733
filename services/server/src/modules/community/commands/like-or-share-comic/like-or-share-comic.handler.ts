import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock.js';
import { CatalogQueries } from '../../../catalog/index.js';
import { communityErrors } from '../../community.errors.js';
import { EventStreams } from '../../../../platform/event-store/event-streams.js';
import { engagementStream } from '../../engagement.stream.js';
import { LikeOrShareComicCommand } from './like-or-share-comic.command.js';

/** Only a published comic can be liked or shared; the like toggles on the reader's engagement stream. */
@CommandHandler(LikeOrShareComicCommand)
export class LikeOrShareComicHandler implements ICommandHandler<LikeOrShareComicCommand> {
  constructor(
    private readonly streams: EventStreams,
    private readonly catalog: CatalogQueries,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, comicId, type }: LikeOrShareComicCommand) {
    if (type !== 'like' && type !== 'share') throw communityErrors.badType();
    const comic = await this.catalog.comic(comicId);
    const at = this.clock.now().toISOString();
    const outcome = await this.streams.run(
      engagementStream,
      userId,
      type === 'like' ? { type: 'ToggleLike', comicId: comic.id, at } : { type: 'ShareComic', comicId: comic.id, at },
    );
    return { ...outcome, type };
  }
}
