import { validationError } from '../../../platform/errors/domain-error.js';
import type { Cursor } from './comment-store.js';

const SHAPE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z\|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** An opaque page cursor: the last comment's (createdAt, id). */
export const encodeCursor = (c: Cursor) => Buffer.from(`${c.at}|${c.id}`).toString('base64url');

export function decodeCursor(s: string | undefined | null): Cursor | null {
  if (s === undefined || s === null || s === '') return null;
  const text = s.length <= 120 ? Buffer.from(s, 'base64url').toString() : '';
  if (!SHAPE.test(text)) throw validationError('after: not a cursor of this list', undefined, 'COMMUNITY.BAD_CURSOR');
  const [at, id] = text.split('|') as [string, string];
  return { at, id };
}
