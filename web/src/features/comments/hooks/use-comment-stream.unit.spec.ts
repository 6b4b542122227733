// The comment stream reacts to commentAdded messages only, not to an error the server sends on the
// stream (keep-alive comments and the complete event never reach it: lib/graphql-subscription).
import { describe, expect, test } from '@jest/globals';
import { isCommentAdded } from './use-comment-stream.js';

describe('isCommentAdded', () => {
  test('a next message with a comment is one; an errors-only message is not', () => {
    expect(isCommentAdded({ data: { commentAdded: { id: 'c1' } } })).toBe(true);
    expect(isCommentAdded({ errors: [{ message: 'commentAdded: not found' }] } as never)).toBe(false);
    expect(isCommentAdded({ data: { commentAdded: null } })).toBe(false);
  });
});
