// New comments of an episode as they are posted: the `newComments` GraphQL subscription over SSE
// (the server's Yoga endpoint, read with graphql-sse). A message is a hint: the page reads its
// comments again on it (under a burst the server may coalesce messages, so the pushed comment
// alone could miss one). A closed or failed stream is opened again after 5 s.
import { useEffect, useRef } from 'react';
import type { ExecutionResult } from 'graphql-sse';
import { subscribe } from '../../../lib/graphql-subscription.js';
import { storedCredentials } from '../../../lib/storage.js';
import { NEW_COMMENTS } from '../api/comments.js';

const RETRY_MS = 5_000;

/** Whether a stream message carries a new comment (not the errors the server may send instead). */
export function isNewComment(result: ExecutionResult<{ newComments?: unknown }>): boolean {
  return !!result.data?.newComments;
}

/**
 * Reads one stream of `episodeId`'s new comments, calling `onComment` for each, until `signal`
 * aborts or the server ends it (then it resolves; a refused or failed connection rejects).
 */
function watchComments(episodeId: string, signal: AbortSignal, onComment: () => void): Promise<void> {
  return subscribe({
    document: NEW_COMMENTS,
    variables: { episodeId },
    token: storedCredentials()?.token,
    signal,
    name: 'comment',
    onNext: (result) => {
      if (isNewComment(result)) onComment();
    },
  });
}

export function useCommentStream(episodeId: string | undefined, onComment: () => void): void {
  const handler = useRef(onComment);
  handler.current = onComment;
  useEffect(() => {
    if (!episodeId) return;
    const abort = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    const run = () => {
      const again = () => {
        if (!abort.signal.aborted) retry = setTimeout(run, RETRY_MS);
      };
      watchComments(episodeId, abort.signal, () => handler.current()).then(again, again);
    };
    run();
    return () => {
      abort.abort();
      clearTimeout(retry);
    };
  }, [episodeId]);
}
