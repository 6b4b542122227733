import { DomainError, conflict } from '../../platform/errors/domain-error.js';
import type { Denied } from './episode-access.js';
import { READING_MESSAGES as M } from './reading.messages.js';

/** Refusals of the reading context, each with a stable code (docs/product.md, The REST calls). */
export const readingErrors = {
  episodeNotLive: () => new DomainError('READING.EPISODE_NOT_LIVE', M.notLive, 'not_found'),
  episodeNotReadable: (denied: Denied) =>
    new DomainError('READING.EPISODE_NOT_READABLE', denied.message, 'forbidden', { reason: denied.reason }),
  /** A VIP episode's offline window ends with the plan's period; a paused plan grants none. */
  offlineNotWhilePaused: () => conflict('READING.OFFLINE_NOT_WHILE_PAUSED', M.offlineNotWhilePaused),
  /** Reading it would first use a rental pass or keep an unlock-all episode (open-episode asks for that). */
  offlineOpenFirst: () => conflict('READING.OFFLINE_OPEN_FIRST', M.offlineOpenFirst),
  /** The access ends at the moment of the grant (a pass or period ending now). */
  offlineWindowEnded: () => conflict('READING.OFFLINE_WINDOW_ENDED', M.offlineWindowEnded),
};
