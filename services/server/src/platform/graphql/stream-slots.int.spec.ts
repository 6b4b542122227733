import { Module } from '@nestjs/common';
import { Args, Field, Int, ObjectType, Query, Resolver, Subscription } from '@nestjs/graphql';
import { Public } from '../auth/access.decorators.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { newReader } from '../../../../../test/fixtures/readers.js';
import { PubSub } from './pubsub.js';
import { StreamSlots } from './stream-slots.js';
import { TOO_MANY_STREAMS_CODE } from './stream-slots.hook.js';

@ObjectType()
class SlotTick {
  @Field(() => Int) n!: number;
}

@Resolver()
class SlotProbeResolver {
  constructor(private readonly pubsub: PubSub) {}
  @Public() @Query(() => Int) slotProbeQuery() {
    return 1;
  }
  @Public()
  @Subscription(() => SlotTick, { resolve: (p: SlotTick) => p })
  slotProbe(@Args('topic') topic: string) {
    return this.pubsub.subscribe<SlotTick>(`slot-probe:${topic}`);
  }
}

@Module({ providers: [SlotProbeResolver] })
class SlotProbeModule {}

const LIMITS = { GRAPHQL_STREAMS_PER_ADDRESS: '4', GRAPHQL_STREAMS_PER_ACCOUNT: '2', GRAPHQL_STREAM_IDLE_SECONDS: '5' };

describe('GraphQL event streams are bounded per address and per account, across instances', () => {
  let a: TestApp;
  let b: TestApp;
  const open: AbortController[] = [];
  const stream = async (app: TestApp, topic: string, token?: string) => {
    const ctrl = new AbortController();
    const res = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      signal: ctrl.signal,
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query: `subscription { slotProbe(topic: "${topic}") { n } }` }),
    });
    if (res.ok) open.push(ctrl);
    return { res, ctrl };
  };
  const slotsOpen = () => a.app.get(StreamSlots).open + b.app.get(StreamSlots).open;
  const until = async (check: () => boolean, ms = 3000) => {
    const end = Date.now() + ms;
    while (!check()) {
      if (Date.now() > end) throw new Error('condition not met in time');
      await new Promise((r) => setTimeout(r, 20));
    }
  };

  beforeAll(async () => {
    a = await startTestApp(import.meta.url, { modules: [SlotProbeModule], env: LIMITS });
    // A second instance on the same database and Redis, as a second API process is.
    b = await startTestApp(import.meta.url + '#b', {
      modules: [SlotProbeModule],
      env: { ...LIMITS, QUEUE_PREFIX: a.config.QUEUE_PREFIX, DATABASE_URL: a.config.DATABASE_URL },
    });
  });
  afterEach(async () => {
    for (const c of open.splice(0)) c.abort();
    await until(() => slotsOpen() === 0);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('refuses the stream past the address cap with 429 and the envelope, on every instance; a closed one frees its slot at once', async () => {
    for (const app of [a, a, b, b]) expect((await stream(app, 'x')).res.status).toBe(200);
    for (const app of [a, b]) {
      const { res } = await stream(app, 'x');
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toBe('10');
      expect(await res.json()).toEqual({
        errors: [
          {
            message: expect.stringContaining('at most 4'),
            extensions: expect.objectContaining({ code: TOO_MANY_STREAMS_CODE, limit: 'address', max: 4, status: 429 }),
          },
        ],
      });
    }
    open.shift()!.abort();
    await until(() => slotsOpen() === 3);
    expect((await stream(b, 'x')).res.status).toBe(200);
  });

  it("counts a signed-in account's streams on their own: its third is refused while the address has room", async () => {
    const reader = await newReader(a);
    expect((await stream(a, 'u', reader.token)).res.status).toBe(200);
    expect((await stream(b, 'u', reader.token)).res.status).toBe(200);
    const third = await stream(a, 'u', reader.token);
    expect(third.res.status).toBe(429);
    expect((await third.res.json()).errors[0].extensions).toEqual(
      expect.objectContaining({ code: TOO_MANY_STREAMS_CODE, limit: 'account', max: 2 }),
    );
    expect((await stream(a, 'u')).res.status).toBe(200); // a visitor from the same address still gets one
  });

  it('gives out exactly the cap when many streams are asked for at once', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => stream(i % 2 ? a : b, 'burst')));
    const statuses = answers.map((x) => x.res.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(4);
    expect(statuses.filter((s) => s === 429)).toHaveLength(26);
  });

  it('ends a stream that sent nothing for the idle time; a stream that sends stays open', async () => {
    const quiet = await stream(a, 'quiet');
    const busy = await stream(a, 'busy');
    const ended = (async () => {
      const reader = quiet.res.body!.getReader();
      try {
        for (;;) if ((await reader.read()).done) return 'ended';
      } catch {
        return 'ended';
      }
    })();
    const t0 = Date.now();
    const pubsub = a.app.get(PubSub);
    await until(() => pubsub.listenerCount('slot-probe:busy') === 1);
    const ticker = setInterval(() => {
      void pubsub.publish('slot-probe:busy', { n: 1 });
    }, 1000);
    try {
      expect(await ended).toBe('ended');
      expect(Date.now() - t0).toBeGreaterThanOrEqual(4500);
      await until(() => a.app.get(StreamSlots).open === 1);
      await new Promise((r) => setTimeout(r, 1500));
      expect(a.app.get(StreamSlots).open).toBe(1); // the busy one, past its idle time
    } finally {
      clearInterval(ticker);
    }
    busy.ctrl.abort();
  }, 20_000);
});
