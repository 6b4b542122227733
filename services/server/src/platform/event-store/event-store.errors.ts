import { DomainError } from '../errors/domain-error.js';

/** The stream moved on since it was read; the command handler reloads and retries. */
export class ConcurrencyError extends DomainError {
  constructor(
    readonly streamId: string,
    readonly expectedVersion: number | 'any',
  ) {
    super('ES.CONCURRENCY', 'The data changed while your request ran; please try again', 'conflict', { streamId, expectedVersion });
  }
}

/** An event with this id is already in the log: the append was done before (a job re-ran). */
export class DuplicateEventError extends DomainError {
  constructor(readonly eventIds: string[]) {
    super('ES.DUPLICATE_EVENT', 'This change was already recorded', 'conflict', { eventIds });
  }
}

/** The idempotency key was already used for this scope (concurrent repeat or other payload). */
export class IdempotencyKeyTakenError extends DomainError {
  constructor(
    readonly scope: string,
    readonly key: string,
  ) {
    super('IDEMPOTENCY.KEY_TAKEN', 'This Idempotency-Key was already used', 'conflict');
  }
}

/** The Idempotency-Key came back with another request than the one it answered first (issue 2: 422). */
export const keyReusedError = () =>
  new DomainError('IDEMPOTENCY.KEY_REUSED', 'This Idempotency-Key was already used for a different request', 'unprocessable');
