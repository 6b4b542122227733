// A GraphQL subscription over SSE, read with the graphql-sse client in its distinct connections
// mode (one POST /graphql with `accept: text/event-stream` per subscription: the GraphQL over SSE
// protocol Yoga serves). The streams built on it (balance, badge, comments) are hints: what
// changed is read again from the server. They reconnect on their own terms, so the client here
// never retries. The client library is a chunk of its own: the streams open after the page's
// first requests, so it is not part of what a page needs to show.
import type { ExecutionResult } from 'graphql-sse';
import type { TypedDocumentString } from '../gql/graphql.js';

export interface Subscription<R, V> {
  document: TypedDocumentString<R, V>;
  variables?: V;
  token?: string | null;
  signal: AbortSignal;
  /** Names the stream in the error of a refused or failed connection. */
  name: string;
  /** The server accepted the subscription. */
  onOpen?: () => void;
  /** One `next` message: the operation's data, or the errors the server sent instead. */
  onNext: (result: ExecutionResult<R>) => void;
}

/** The failure of a stream, naming it: `balance stream answered 429`. */
function streamError(sse: typeof import('graphql-sse'), name: string, error: unknown): Error {
  if (error instanceof sse.NetworkError && error.response) return new Error(`${name} stream answered ${error.response.status}`);
  return new Error(`${name} stream failed: ${error instanceof Error ? error.message : String(error)}`);
}

/**
 * Calls `onNext` for every message until `signal` aborts or the server completes the stream (then
 * it resolves); a refused connection or one that breaks rejects.
 */
export async function subscribe<R, V>({ document, variables, token, signal, name, onOpen, onNext }: Subscription<R, V>): Promise<void> {
  const sse = await import('graphql-sse');
  const client = sse.createClient({
    url: '/graphql',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
  });
  return new Promise<void>((resolve, reject) => {
    const stop = () => client.dispose();
    if (signal.aborted) return resolve();
    signal.addEventListener('abort', stop, { once: true });
    const done = () => signal.removeEventListener('abort', stop);
    client.subscribe<R>(
      { query: document.toString(), ...(variables ? { variables: variables as Record<string, unknown> } : {}) },
      {
        next: onNext,
        complete: () => {
          done();
          resolve();
        },
        error: (e) => {
          done();
          reject(streamError(sse, name, e));
        },
      },
      { connected: () => onOpen?.() },
    );
  });
}
