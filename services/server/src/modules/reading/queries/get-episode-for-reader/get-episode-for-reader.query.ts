import { Query } from '@nestjs/cqrs';
import type { Denied, Granted } from '../../episode-access.js';
import type { ReaderPages } from '../../page-urls.js';

/**
 * What opening the episode would move, for a reader who may read it. `needsOpen`: the pages come
 * only after the open-episode command ran (it would use a rental pass, or keep an episode of a
 * still-withdrawable unlock-all). `needsConfirmation`: that command would start a rental pass, so
 * the reader agrees first.
 */
export interface Opening {
  needsOpen: boolean;
  needsConfirmation: boolean;
}

/** Whether this reader may read the episode and, if so and nothing waits on an opening, its pages. */
export type EpisodeForReader =
  { access: Granted; opening: Opening; pages: ReaderPages | null } | { access: Denied; opening: null; pages: null };

/**
 * docs/product.md 'Episode access per reader' for one episode: the access decision, what an opening
 * would move and, for an entitled reader with nothing waiting on an opening, the page images (a
 * paid episode's as URLs signed for that reader). Moves nothing. Asked by get-comic-episode-data
 * and by the EpisodeView fields over GraphQL.
 */
export class GetEpisodeForReaderQuery extends Query<EpisodeForReader> {
  constructor(
    readonly episodeId: string,
    readonly userId: string | undefined,
  ) {
    super();
  }
}
