// A subscription over SSE as the server's Yoga endpoint sends it: a keep-alive first, `next`
// messages, `complete` at the end. Driven through a fake fetch answering a real event stream.
import { afterEach, describe, expect, test } from '@jest/globals';
import type { TypedDocumentString } from '../gql/graphql.js';
import { subscribe } from './graphql-subscription.js';

const DOC = 'subscription NewComments($episodeId: ID!) { newComments(episodeId: $episodeId) { id } }' as unknown as TypedDocumentString<
  { newComments: { id: string } },
  { episodeId: string }
>;

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

interface Call {
  url: string;
  init: RequestInit;
}

/** Answers every fetch with `status` and the SSE `chunks`; `hold` keeps the stream open after them (until aborted). */
function serve(status: number, chunks: string[], { hold = false } = {}): Call[] {
  const calls: Call[] = [];
  globalThis.fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const c of chunks) controller.enqueue(encoder.encode(c));
        if (!hold) controller.close();
        init.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
      },
    });
    return new Response(status === 200 ? body : 'refused', { status, headers: { 'content-type': 'text/event-stream' } });
  }) as typeof fetch;
  return calls;
}

describe('subscribe', () => {
  test('sends the operation with the bearer token; hands over next messages, not keep-alives; resolves on complete', async () => {
    const calls = serve(200, [
      ':\n\n',
      'event: next\ndata: {"data":{"newComments":{"id":"c1"}}}\n\n',
      ':\n\n',
      'event: next\ndata: {"errors":[{"message":"newComments: not found"}]}\n\n',
      'event: complete\ndata:\n\n',
    ]);
    const seen: unknown[] = [];
    let opened = 0;
    await expect(
      subscribe({
        document: DOC,
        variables: { episodeId: 'e1' },
        token: 't1',
        signal: new AbortController().signal,
        name: 'comment',
        onOpen: () => opened++,
        onNext: (r) => seen.push(r),
      }),
    ).resolves.toBeUndefined();
    expect(opened).toBe(1);
    expect(seen).toEqual([{ data: { newComments: { id: 'c1' } } }, { errors: [{ message: 'newComments: not found' }] }]);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/graphql');
    expect(calls[0]!.init.method).toBe('POST');
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer t1');
    expect(headers.accept).toBe('text/event-stream');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ query: String(DOC), variables: { episodeId: 'e1' } });
  });

  test('no token, no authorization header', async () => {
    const calls = serve(200, ['event: complete\ndata:\n\n']);
    await subscribe({ document: DOC, signal: new AbortController().signal, name: 'comment', onNext: () => undefined });
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBeUndefined();
  });

  test('a refused connection rejects naming the stream, without opening or retrying', async () => {
    const calls = serve(429, []);
    let opened = false;
    await expect(
      subscribe({
        document: DOC,
        signal: new AbortController().signal,
        name: 'balance',
        onOpen: () => (opened = true),
        onNext: () => undefined,
      }),
    ).rejects.toThrow('balance stream answered 429');
    expect(opened).toBe(false);
    expect(calls).toHaveLength(1);
  });

  test('a stream that breaks off rejects naming the stream', async () => {
    serve(200, [':\n\n', 'event: next\ndata: {"data":{"newComments":{"id":"c1"}}}\n\n']);
    await expect(
      subscribe({ document: DOC, signal: new AbortController().signal, name: 'badge', onNext: () => undefined }),
    ).rejects.toThrow(/^badge stream failed/);
  });

  test('aborting ends an open stream: it resolves and hands over nothing more', async () => {
    const calls = serve(200, [':\n\n', 'event: next\ndata: {"data":{"newComments":{"id":"c1"}}}\n\n'], { hold: true });
    const abort = new AbortController();
    const seen: unknown[] = [];
    const done = subscribe({
      document: DOC,
      signal: abort.signal,
      name: 'comment',
      onNext: (r) => {
        seen.push(r);
        abort.abort();
      },
    });
    await expect(done).resolves.toBeUndefined();
    expect(seen).toHaveLength(1);
    expect(calls[0]!.init.signal?.aborted).toBe(true);
  });

  test('an already aborted signal opens nothing', async () => {
    const calls = serve(200, []);
    const abort = new AbortController();
    abort.abort();
    await expect(subscribe({ document: DOC, signal: abort.signal, name: 'comment', onNext: () => undefined })).resolves.toBeUndefined();
    expect(calls).toHaveLength(0);
  });
});
