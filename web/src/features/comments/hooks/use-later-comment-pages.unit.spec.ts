// Each later page of comments is asked after the end its previous page answers now: when the first
// page changes (a new comment shifts one onto the next page), the next page's cursor follows it.
import { describe, expect, test } from '@jest/globals';
import type { CommentConnection } from '../api/comments.js';
import { laterCursors, type LaterPage } from './use-later-comment-pages.js';

const page = (endCursor: string | null, hasNextPage = true): CommentConnection => ({
  totalCount: 60,
  pageInfo: { hasNextPage, endCursor },
  edges: [],
});
const loaded = (entries: Record<string, CommentConnection>) =>
  new Map<string, LaterPage>(Object.entries(entries).map(([after, data]) => [after, { data, settled: true }]));

describe('laterCursors', () => {
  test('follows each page to the next, up to the pages asked for', () => {
    const pages = loaded({ a20: page('a40'), a40: page('a60') });
    expect(laterCursors(page('a20'), pages, 0)).toEqual([]);
    expect(laterCursors(page('a20'), pages, 1)).toEqual(['a20']);
    expect(laterCursors(page('a20'), pages, 3)).toEqual(['a20', 'a40', 'a60']);
  });

  test('stops after a page not loaded yet, and at the last page', () => {
    expect(laterCursors(page('a20'), loaded({}), 3)).toEqual(['a20']);
    expect(laterCursors(page('a20'), loaded({ a20: page('a40', false) }), 3)).toEqual(['a20']);
    expect(laterCursors(page('a20', false), loaded({}), 3)).toEqual([]);
    expect(laterCursors(undefined, loaded({}), 3)).toEqual([]);
  });

  test('a first page that changed moves the next cursor with it', () => {
    const pages = loaded({ a20: page('a40'), a19: page('a39') });
    expect(laterCursors(page('a19'), pages, 2)).toEqual(['a19', 'a39']);
  });
});
