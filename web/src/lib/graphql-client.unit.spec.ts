// The uncached client of the offline machinery (createUncachedClient): every call goes to the
// server with the session it was made for, and nothing is answered from a cache.
import { afterEach, expect, test } from '@jest/globals';
import { setApiFetch } from './api-fetch.js';
import { createUncachedClient } from './graphql-client.js';

// A plain string, not a document the codegen collects (its operation names must be unique).
const Key = 'query UncachedClientProbe { offlineKey { kid } }';

function recording() {
  const calls: RequestInit[] = [];
  setApiFetch(async (_input, init) => {
    calls.push(init ?? {});
    return new Response(JSON.stringify({ data: { offlineKey: { kid: 'k1' } } }), { headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

afterEach(() => setApiFetch((input, init) => fetch(input, init)));

test("a reader's uncached client sends their token in same-origin mode, and asks the server every time", async () => {
  const calls = recording();
  const client = createUncachedClient('token-of-reader-1');
  for (let i = 0; i < 2; i++) expect((await client.query(Key, {}).toPromise()).data).toEqual({ offlineKey: { kid: 'k1' } });
  expect(calls).toHaveLength(2);
  for (const init of calls) {
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer token-of-reader-1');
    expect(new Headers(init.headers).get('accept-language')).toBeTruthy();
    expect(init.mode).toBe('same-origin');
  }
});

test('without a token it sends no authorization', async () => {
  const calls = recording();
  await createUncachedClient(null).query(Key, {}).toPromise();
  expect(calls).toHaveLength(1);
  expect(new Headers(calls[0]!.headers).get('authorization')).toBeNull();
  expect(calls[0]!.mode).toBe('cors');
});
