import { DomainError } from '../../platform/errors/domain-error.js';

/** An unknown notification, one not yet due, or another reader's: the same answer for all three. */
export class NotificationNotFoundError extends DomainError {
  constructor() {
    super('INBOX.NOTIFICATION_NOT_FOUND', 'Notification not found', 'not_found');
  }
}
export class BadUnsubscribeLinkError extends DomainError {
  constructor() {
    super('INBOX.BAD_UNSUBSCRIBE_LINK', 'This unsubscribe link is not valid', 'validation');
  }
}
/** Unsubscribing an endpoint the reader has not subscribed (unknown, or another reader's). */
export class PushSubscriptionNotFoundError extends DomainError {
  constructor() {
    super('INBOX.PUSH_SUBSCRIPTION_NOT_FOUND', 'Push subscription not found', 'not_found');
  }
}
/** The browser's endpoint is subscribed by another reader (a shared browser): they turn it off first. */
export class PushEndpointTakenError extends DomainError {
  constructor() {
    super(
      'INBOX.PUSH_ENDPOINT_TAKEN',
      "This browser gets another reader's notifications; they must turn them off (or log out) first",
      'conflict',
    );
  }
}
