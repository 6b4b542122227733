import { validationError } from './domain-error.js';

/**
 * PostgreSQL's refusals of text it cannot store: 22021 (e.g. NUL in text) and 22P05 (e.g.
 * \u0000 in jsonb). The request guards refuse such input first; this maps any that still
 * reaches the database to the caller's 400 rather than an internal error.
 */
const CODES = new Set(['22021', '22P05']);

export function isUnstorableText(err: unknown): boolean {
  for (let e = err as { code?: unknown; driverError?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (typeof e.code === 'string' && CODES.has(e.code)) return true;
    e = (e.driverError ?? e.cause) as typeof e;
  }
  return false;
}

export const unstorableTextError = () => validationError('The text sent contains a character that cannot be stored', undefined);
