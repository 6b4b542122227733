// The comment stream reacts to commentAdded messages only, not to keep-alive comments, other
// events or an error the server sends on the stream.
import { describe, expect, test } from '@jest/globals';
import { isCommentAdded } from './use-comment-stream.js';

describe('isCommentAdded', () => {
  test('a next message with a comment is one; keep-alives, completes and errors are not', () => {
    expect(isCommentAdded('event: next\ndata: {"data":{"commentAdded":{"id":"c1"}}}')).toBe(true);
    expect(isCommentAdded(':')).toBe(false);
    expect(isCommentAdded('event: complete\ndata:')).toBe(false);
    expect(isCommentAdded('event: next\ndata: {"errors":[{"message":"commentAdded: not found"}]}')).toBe(false);
  });
});
