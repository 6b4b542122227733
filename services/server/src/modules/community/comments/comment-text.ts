import { communityErrors } from '../community.errors.js';

/** Longest comment, in characters (code points, so an emoji counts once). */
export const COMMENT_MAX = 1000;

/**
 * A comment as it is stored: the text as typed, trimmed, 1–1000 characters. It is plain text:
 * kept verbatim (markup included) and escaped wherever it is shown, never interpreted.
 */
export function commentText(raw: unknown): string {
  if (typeof raw !== 'string') throw communityErrors.commentNotText();
  const text = raw.trim();
  if (!text) throw communityErrors.commentEmpty();
  if ([...text].length > COMMENT_MAX) throw communityErrors.commentTooLong();
  return text;
}
