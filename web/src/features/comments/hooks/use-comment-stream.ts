// New comments of an episode as they are posted: the `commentAdded` GraphQL subscription over SSE,
// read as a plain fetch stream. A message is a hint: the page reloads its first page on it (under a
// burst the server may coalesce messages, so the pushed comment alone could miss one).
import { useEffect, useRef } from 'react';
import { storedCredentials } from '../../../lib/storage.js';

export function useCommentStream(episodeId: string | undefined, onComment: () => void): void {
  const handler = useRef(onComment);
  handler.current = onComment;
  useEffect(() => {
    if (!episodeId) return;
    const abort = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    const connect = async (): Promise<void> => {
      const token = storedCredentials()?.token;
      const res = await fetch('/graphql', {
        method: 'POST', signal: abort.signal,
        headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query: 'subscription($e: ID!) { commentAdded(episodeId: $e) { id } }', variables: { e: episodeId } }),
      });
      const reader = res.ok ? res.body?.getReader() : undefined;
      if (!reader) return;
      const decoder = new TextDecoder();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (/^data:/m.test(block) && block.includes('commentAdded')) handler.current();
        }
      }
    };
    const run = () => {
      connect().then(
        () => { if (!abort.signal.aborted) retry = setTimeout(run, 5000); },
        () => { if (!abort.signal.aborted) retry = setTimeout(run, 5000); },
      );
    };
    run();
    return () => { abort.abort(); clearTimeout(retry); };
  }, [episodeId]);
}
