import { Query } from '@nestjs/cqrs';
import type { Denied, Granted } from '../episode-access.js';
import type { ReaderPages } from '../page-urls.js';

/** Whether this reader may read the episode and, if so, its pages as they get them; none otherwise. */
export type EpisodeForReader = { access: Granted; pages: ReaderPages } | { access: Denied; pages: null };

/**
 * Spec §4 'Episode access per reader' for one episode: the access decision (a claimed rental
 * pass's first use is recorded) and, for an entitled reader only, the page images, a paid
 * episode's as URLs signed for that reader. Asked by get-comic-episode-data and by the
 * EpisodeView fields over GraphQL.
 */
export class GetEpisodeForReaderQuery extends Query<EpisodeForReader> {
  constructor(readonly episodeId: string, readonly userId: string | undefined) { super(); }
}
