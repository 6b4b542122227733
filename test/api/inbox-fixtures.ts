import type { TestApp } from '../../services/server/src/platform/testing/test-app.js';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function waitFor<T>(fn: () => Promise<T> | T, ok: (v: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`condition not met within ${timeoutMs} ms (last value ${JSON.stringify(v)})`);
    await sleep(50);
  }
}

/** An open page's GraphQL subscription over SSE: `next()` resolves with each pushed `data`. */
export async function openSubscription(t: TestApp, token: string, query: string) {
  const res = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query }),
  });
  if (!res.headers.get('content-type')?.includes('text/event-stream'))
    throw new Error(`not an event stream: ${res.status} ${await res.text()}`);
  const reader = res.body!.getReader();
  let buffer = '';
  const decoder = new TextDecoder();
  return {
    async next(timeoutMs = 10_000): Promise<any> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const m = /data: (\{.*\})\n/.exec(buffer);
        if (m) {
          buffer = buffer.slice(m.index + m[0].length);
          return JSON.parse(m[1]!).data;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('no event pushed in time');
        const chunk = await Promise.race([reader.read(), sleep(left).then(() => ({ value: undefined, done: false, timeout: true }))]);
        if ((chunk as { timeout?: boolean }).timeout) continue;
        if (chunk.done) throw new Error('stream ended');
        buffer += decoder.decode(chunk.value);
      }
    },
    close: () => reader.cancel().catch(() => undefined),
  };
}

export const userData = async (t: TestApp, r: { userId: string; token: string }) =>
  (await t.request('GET', `/api/get-user-data/${r.userId}`, { token: r.token })).body;
