import { DomainError } from '../errors/domain-error.js';
import { UNAVAILABLE_MESSAGE } from '../errors/errors.filter.js';
import { logger } from '../logging/logger.js';
import { faults } from '../metrics/metrics.js';
import type { StorageUnavailableError } from './image-storage.js';

/**
 * What a request the image store could not serve is answered: 503 UNAVAILABLE, as for PostgreSQL
 * and Redis (docs/adr/0045); the store and cause go to the log, never to the client.
 */
export function storageUnavailable(e: StorageUnavailableError): DomainError {
  faults.inc({ fault: 'storage_unavailable' });
  logger.warn({ err: e }, 'request failed: image store unavailable');
  return new DomainError('UNAVAILABLE', UNAVAILABLE_MESSAGE, 'unavailable');
}
