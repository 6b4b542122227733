import { DomainError } from '../../platform/errors/domain-error.js';
import type { Denied } from './episode-access.js';
import { READING_MESSAGES as M } from './reading.messages.js';

/** Refusals of the reading context, each with a stable code (contract §6). */
export const readingErrors = {
  episodeNotLive: () => new DomainError('READING.EPISODE_NOT_LIVE', M.notLive, 'not_found'),
  episodeNotReadable: (denied: Denied) =>
    new DomainError('READING.EPISODE_NOT_READABLE', denied.message, 'forbidden', { reason: denied.reason }),
};
