import { Module } from '@nestjs/common';
import { Args, Field, Int, ObjectType, Resolver, Subscription, Query } from '@nestjs/graphql';
import { Public } from '../auth/access.decorators.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { PubSub } from './pubsub.js';

@ObjectType()
class ProbeTick {
  @Field(() => Int) n!: number;
}

@Resolver()
class ProbeResolver {
  constructor(private readonly pubsub: PubSub) {}
  @Public() @Query(() => Int) probeQuery() {
    return 1;
  }
  @Public()
  @Subscription(() => ProbeTick, { resolve: (p: ProbeTick) => p })
  probe(@Args('topic') topic: string) {
    return this.pubsub.subscribe<ProbeTick>(`probe:${topic}`);
  }
}

@Module({ providers: [ProbeResolver] })
class ProbeModule {}

/** Reads Server-Sent Events from a streaming response until `count` data lines arrived. */
async function readEvents(res: Response, count: number): Promise<unknown[]> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const out: unknown[] = [];
  let buffer = '';
  while (out.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let idx: number;
    while ((idx = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, idx);
      buffer = buffer.slice(idx + 2);
      const data = block
        .split('\n')
        .filter((l) => l.startsWith('data:'))
        .map((l) => l.slice(5).trim())
        .join('');
      if (data) out.push(JSON.parse(data));
    }
  }
  await reader.cancel();
  return out;
}

describe('GraphQL subscriptions over SSE through the Redis pubsub', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    // Two app instances on one database and Redis: a message published on one reaches the other's subscribers.
    a = await startTestApp(import.meta.url, { modules: [ProbeModule] });
    b = await startTestApp(import.meta.url + '#b', { modules: [ProbeModule], env: { QUEUE_PREFIX: a.config.QUEUE_PREFIX } });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('delivers published messages to an SSE subscriber on another instance, in order', async () => {
    const res = await fetch(`${a.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ query: 'subscription { probe(topic: "t1") { n } }' }),
    });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const pubsubA = a.app.get(PubSub);
    for (let i = 0; i < 50 && pubsubA.listenerCount('probe:t1') === 0; i++) await new Promise((r) => setTimeout(r, 20));
    const reading = readEvents(res, 3);
    const pubsubB = b.app.get(PubSub);
    for (const n of [1, 2, 3]) await pubsubB.publish('probe:t1', { n });
    await pubsubB.publish('probe:other', { n: 99 });
    const events = await reading;
    expect(events).toEqual([{ data: { probe: { n: 1 } } }, { data: { probe: { n: 2 } } }, { data: { probe: { n: 3 } } }]);
  });

  it('sends the messages of one publish window together: the last one of each topic, every topic', async () => {
    const open = (topic: string) =>
      fetch(`${a.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
        body: JSON.stringify({ query: `subscription { probe(topic: "${topic}") { n } }` }),
      });
    const [x, y] = [await open('t3'), await open('t4')];
    const pubsubA = a.app.get(PubSub);
    for (let i = 0; i < 50 && (pubsubA.listenerCount('probe:t3') === 0 || pubsubA.listenerCount('probe:t4') === 0); i++)
      await new Promise((r) => setTimeout(r, 20));
    const [readX, readY] = [readEvents(x, 2), readEvents(y, 1)];
    const pubsubB = b.app.get(PubSub);
    await Promise.all([
      pubsubB.publish('probe:t3', { n: 1 }),
      pubsubB.publish('probe:t4', { n: 10 }),
      pubsubB.publish('probe:t3', { n: 2 }),
    ]);
    await pubsubB.publish('probe:t3', { n: 3 }); // a later window: sent on its own
    expect(await readX).toEqual([{ data: { probe: { n: 2 } } }, { data: { probe: { n: 3 } } }]);
    expect(await readY).toEqual([{ data: { probe: { n: 10 } } }]);
  });

  it('unsubscribes when the client goes away', async () => {
    const ctrl = new AbortController();
    const res = await fetch(`${a.url}/graphql`, {
      method: 'POST',
      signal: ctrl.signal,
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ query: 'subscription { probe(topic: "t2") { n } }' }),
    });
    expect(res.status).toBe(200);
    const pubsub = a.app.get(PubSub);
    for (let i = 0; i < 50 && pubsub.listenerCount('probe:t2') === 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(pubsub.listenerCount('probe:t2')).toBe(1);
    ctrl.abort();
    for (let i = 0; i < 100 && pubsub.listenerCount('probe:t2') > 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(pubsub.listenerCount('probe:t2')).toBe(0);
  });

  it('keeps delivering after its Redis connection drops, also to a topic subscribed while it reconnects', async () => {
    const pubsubA = a.app.get(PubSub);
    const pubsubB = b.app.get(PubSub);
    const until = async (ok: () => boolean) => {
      for (let i = 0; i < 250 && !ok(); i++) await new Promise((r) => setTimeout(r, 20));
      expect(ok()).toBe(true);
    };
    const first = pubsubA.subscribe<{ n: number }>('probe:drop-1');
    const firstNext = first.next();
    await until(() => pubsubA.listenerCount('probe:drop-1') === 1);
    const connection = (pubsubA as unknown as { subscriber: import('ioredis').Redis }).subscriber;
    // The moment the socket is back, before the connection is ready: another topic is subscribed.
    let second: AsyncIterableIterator<{ n: number }> | undefined;
    connection.once('connect', () => {
      second = pubsubA.subscribe<{ n: number }>('probe:drop-2');
    });
    connection.stream.destroy();
    await until(() => second !== undefined && pubsubA.listenerCount('probe:drop-2') === 1 && connection.status === 'ready');
    const secondNext = second!.next();
    // The resubscription after the reconnect and the new one both carry messages.
    for (let i = 0; i < 100; i++) {
      await pubsubB.publish('probe:drop-1', { n: 1 });
      await pubsubB.publish('probe:drop-2', { n: 2 });
      const got = await Promise.race([
        Promise.all([firstNext, secondNext]),
        new Promise<undefined>((r) => setTimeout(() => r(undefined), 50)),
      ]);
      if (got) {
        expect(got.map((g) => g.value)).toEqual([{ n: 1 }, { n: 2 }]);
        break;
      }
      expect(i).toBeLessThan(99);
    }
    await first.return!();
    await second!.return!();
  });
});
