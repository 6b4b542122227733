import { DomainError } from '../../platform/errors/domain-error.js';

/** The reader has no such plan (none at all, or the id names nothing of theirs). */
export class PlanNotFoundError extends DomainError {
  constructor() {
    super('MEMBERSHIP.PLAN_NOT_FOUND', 'No membership', 'not_found');
  }
}
/** The plan id names another reader's plan. */
export class NotYourPlanError extends DomainError {
  constructor() {
    super('MEMBERSHIP.NOT_YOUR_PLAN', 'This membership belongs to another user', 'forbidden');
  }
}
export class PlanEndedError extends DomainError {
  constructor() {
    super('MEMBERSHIP.PLAN_ENDED', 'This membership has ended. Buy a plan to become a VIP member again', 'conflict');
  }
}
export class PlanOnHoldError extends DomainError {
  constructor() {
    super('MEMBERSHIP.PLAN_ON_HOLD', 'This membership is on hold because its payment failed. Update your payment to continue', 'conflict');
  }
}
/** The billing date has passed and the renewal job has not run yet (a moment at most). */
export class RenewalDueError extends DomainError {
  constructor() {
    super('MEMBERSHIP.RENEWAL_DUE', 'This membership is being renewed. Please try again in a moment', 'conflict');
  }
}
export class CancellationPendingError extends DomainError {
  constructor() {
    super('MEMBERSHIP.CANCEL_PENDING', 'This membership is already set to end at its billing date', 'conflict');
  }
}
export class PlanPausedError extends DomainError {
  constructor() {
    super('MEMBERSHIP.PLAN_PAUSED', 'Resume this membership before cancelling it', 'conflict');
  }
}
export class NothingToResumeError extends DomainError {
  constructor() {
    super('MEMBERSHIP.NOTHING_TO_RESUME', 'This membership is active: there is nothing to resume', 'conflict');
  }
}
