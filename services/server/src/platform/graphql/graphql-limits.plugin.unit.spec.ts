import { createSchema, createYoga, type Plugin } from 'graphql-yoga';
import { ANSWER_LIMIT_CODE, TIMEOUT_CODE, useNoIntrospection, useOperationLimits } from './graphql-limits.plugin.js';
import { COST_LIMIT_CODE } from './operation-cost.js';

const schema = createSchema({
  typeDefs: 'type Query { fast: String! slow: String! big(n: Int!): String! words: [String!]! }',
  resolvers: {
    Query: {
      fast: () => 'ok',
      slow: () =>
        new Promise((resolve) => {
          setTimeout(() => resolve('late'), 1000);
        }),
      big: (_: unknown, { n }: { n: number }) => 'x'.repeat(n),
      words: () => ['a', 'b'],
    },
  },
});

const server = (...plugins: Plugin[]) => createYoga({ schema, plugins, logging: false, maskedErrors: false });
const post = (yoga: ReturnType<typeof server>, query: string, variables?: Record<string, unknown>) =>
  yoga.fetch('http://koma.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });

describe('GraphQL operation limits (plugin)', () => {
  const yoga = server(useOperationLimits({ maxCost: 5, maxExecutionMs: 100, maxAnswerBytes: 1000 }));

  it('answers operations within every limit', async () => {
    expect(await (await post(yoga, '{ fast words big(n: 10) }')).json()).toEqual({
      data: { fast: 'ok', words: ['a', 'b'], big: 'x'.repeat(10) },
    });
  });

  it('refuses an operation over the cost budget before running it', async () => {
    const body = await (await post(yoga, '{ a: fast b: fast c: fast d: fast e: fast f: fast }')).json();
    expect(body.data).toBeUndefined();
    expect(body.errors[0].extensions).toMatchObject({ code: COST_LIMIT_CODE, limit: 5 });
  });

  it('answers a timeout error once the deadline passes, not when the resolvers finish', async () => {
    const started = performance.now();
    const body = await (await post(yoga, '{ slow }')).json();
    expect(performance.now() - started).toBeLessThan(800);
    expect(body.errors[0].extensions).toMatchObject({ code: TIMEOUT_CODE, limit: 100 });
    expect(body.errors[0].message).toMatch(/limit of 100 ms/);
  });

  it('replaces an answer over the size cap by an error naming the cap', async () => {
    const body = await (await post(yoga, 'query($n: Int!) { big(n: $n) }', { n: 5000 })).json();
    expect(body.data).toBeUndefined();
    expect(body.errors[0].extensions).toMatchObject({ code: ANSWER_LIMIT_CODE, limit: 1000 });
    expect(body.errors[0].message).toMatch(/over the limit of 1000/);
  });
});

describe('GraphQL introspection switch (plugin)', () => {
  it('refuses __schema and __type when off; __typename stays', async () => {
    const off = server(useNoIntrospection());
    const refused = await (await post(off, '{ __schema { queryType { name } } }')).json();
    expect(refused.data).toBeUndefined();
    expect(refused.errors[0].message).toMatch(/introspection has been disabled/);
    expect((await (await post(off, '{ __type(name: "Query") { name } }')).json()).errors[0].message).toMatch(/introspection/);
    expect(await (await post(off, '{ __typename fast }')).json()).toEqual({ data: { __typename: 'Query', fast: 'ok' } });
    expect((await (await post(server(), '{ __schema { queryType { name } } }')).json()).data.__schema.queryType.name).toBe('Query');
  });
});
