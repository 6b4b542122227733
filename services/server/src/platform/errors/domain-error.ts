/** The categories every error falls in; each maps once to an HTTP status and a GraphQL code. */
export type ErrorCategory =
  | 'validation'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'unprocessable'
  | 'too_large'
  | 'rate_limited'
  | 'unavailable'
  | 'internal';

export const HTTP_STATUS: Record<ErrorCategory, number> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unprocessable: 422,
  too_large: 413,
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
};

/**
 * The one error type of the domain: a stable machine `code` (e.g. WALLET.INSUFFICIENT_COINS),
 * a human `message` and a category. Contexts subclass it or call the factories below.
 */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly category: ErrorCategory,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = new.target.name;
  }

  get status(): number {
    return HTTP_STATUS[this.category];
  }
}

export const validationError = (message: string, details?: unknown, code = 'VALIDATION') =>
  new DomainError(code, message, 'validation', details);
export const notFound = (what: string, code = 'NOT_FOUND') => new DomainError(code, `${what} not found`, 'not_found');
export const unauthorized = (message = 'Please do login first', code = 'AUTH.UNAUTHORIZED') =>
  new DomainError(code, message, 'unauthorized');
export const forbidden = (message = "You may not act on another user's data", code = 'AUTH.FORBIDDEN') =>
  new DomainError(code, message, 'forbidden');
export const conflict = (code: string, message: string, details?: unknown) => new DomainError(code, message, 'conflict', details);
