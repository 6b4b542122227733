// A GraphQL subscription over SSE (the server's Yoga endpoint) as a plain fetch stream, handed over
// one event block at a time. The streams built on it (balance, badge, comments) are hints: what
// changed is read again from the server.

export interface SseSubscription {
  query: string;
  variables?: Record<string, unknown>;
  token?: string | null;
  signal: AbortSignal;
  /** Names the stream in the error of a refused connection. */
  name: string;
  /** The server accepted the subscription. */
  onOpen?: () => void;
  /** One event block (`data: …` lines), without its blank-line separator. */
  onBlock: (block: string) => void;
}

/**
 * Calls `onBlock` for every event until `signal` aborts or the server ends the stream (then it
 * resolves; a refused or failed connection rejects).
 */
export async function subscribeOverSse({ query, variables, token, signal, name, onOpen, onBlock }: SseSubscription): Promise<void> {
  const res = await fetch('/graphql', {
    method: 'POST',
    signal,
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(variables ? { query, variables } : { query }),
  });
  if (!res.ok) throw new Error(`${name} stream answered ${res.status}`);
  const reader = res.body?.getReader();
  if (!reader) return;
  onOpen?.();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let cut;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      onBlock(buffer.slice(0, cut));
      buffer = buffer.slice(cut + 2);
    }
  }
}
