import type { Queryable } from '../../../../platform/database/pg-pool.js';
import type { Granted } from '../../episode-access.js';
import { openedEpisodeIds } from '../get-opened-episodes/opened-episodes.read.js';
import type { Opening } from './get-episode-for-reader.query.js';

/**
 * What opening the episode would move for a reader who may read it: a claimed rental pass not in
 * use yet would start (the reader agrees first); an episode of an unlock-all still inside its
 * withdrawal window would be kept, unless it was opened before.
 */
export async function openingFor(db: Queryable, access: Granted, userId: string | undefined, episodeId: string): Promise<Opening> {
  if (access.via === 'rental' && !access.passUsed) return { needsOpen: true, needsConfirmation: true };
  if (access.via === 'purchase' && access.withdrawable && userId) {
    const opened = await openedEpisodeIds(db, userId, [episodeId]);
    return { needsOpen: opened.length === 0, needsConfirmation: false };
  }
  return { needsOpen: false, needsConfirmation: false };
}
