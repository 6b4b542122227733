// The comment stream reacts to newComments messages only, not to an error the server sends on the
// stream (keep-alive comments and the complete event never reach it: lib/graphql-subscription).
import { describe, expect, test } from '@jest/globals';
import { isNewComment } from './use-comment-stream.js';

describe('isNewComment', () => {
  test('a next message with a comment is one; an errors-only message is not', () => {
    expect(isNewComment({ data: { newComments: { id: 'c1' } } })).toBe(true);
    expect(isNewComment({ errors: [{ message: 'newComments: not found' }] } as never)).toBe(false);
    expect(isNewComment({ data: { newComments: null } })).toBe(false);
  });
});
