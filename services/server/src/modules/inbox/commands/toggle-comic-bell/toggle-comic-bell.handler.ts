import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock.js';
import { notFound } from '../../../../platform/errors/domain-error.js';
import { CatalogQueries, isUuid } from '../../../catalog/index.js';
import { EventStreams } from '../../../../platform/event-store/event-streams.js';
import { bellsStream, type BellOutcome } from '../../bells.stream.js';
import { ToggleComicBellCommand } from './toggle-comic-bell.command.js';

/** Only a public comic can be belled: an unknown, draft or scheduled one is 404 and nothing is recorded. */
@CommandHandler(ToggleComicBellCommand)
export class ToggleComicBellHandler implements ICommandHandler<ToggleComicBellCommand> {
  constructor(
    private readonly streams: EventStreams,
    private readonly catalog: CatalogQueries,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, comicId, on }: ToggleComicBellCommand): Promise<BellOutcome> {
    if (!isUuid(String(comicId))) throw notFound('Comic', 'CATALOG.COMIC_NOT_FOUND');
    const now = this.clock.now();
    const comic = await this.catalog.comic(comicId.toLowerCase(), now);
    return this.streams.run(bellsStream, userId, { type: 'SetComicBell', comicId: comic.id, on, at: now.toISOString() });
  }
}
