// For the cache configs' unit specs: a real urql client with Graphcache (the schema's embedded types
// and `cache`) whose server answers each operation by name from `answers`, and the names it was
// asked, in order.
import { Client, fetchExchange } from '@urql/core';
import { cacheExchange } from '@urql/exchange-graphcache';
import { mergeCacheConfigs } from '../graphql-cache.js';
import type { GraphcacheConfig } from '../graphql-client.js';
import { embeddedKeys } from '../graphql-keys.js';

export function fakeGraphqlServer(answers: Record<string, object>, cache: GraphcacheConfig) {
  const asked: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const query =
      new URL(String(input), 'http://koma.test').searchParams.get('query') ?? (JSON.parse(String(init?.body)) as { query: string }).query;
    const name = /\b(?:query|mutation)\s+(\w+)/.exec(query)![1]!;
    asked.push(name);
    return new Response(JSON.stringify({ data: answers[name] }), { headers: { 'content-type': 'application/json' } });
  };
  const client = new Client({
    url: 'http://koma.test/graphql',
    exchanges: [cacheExchange(mergeCacheConfigs({ keys: embeddedKeys }, cache)), fetchExchange],
    fetch,
  });
  return { client, asked };
}
