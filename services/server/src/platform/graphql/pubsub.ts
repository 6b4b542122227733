import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS } from '../redis/redis.js';
import { CONFIG } from '../../config/config.module.js';
import type { Config } from '../../config/config.schema.js';

type Listener = (payload: unknown) => void;

/**
 * Messages are held this long and then published together (see publish). A balance hint 10 ms
 * late is not seen; under load it turns a pipeline per purchase into one per several
 * (docs/performance.md, "Balance pushes").
 */
export const PUBLISH_WINDOW_MS = 10;
interface Outgoing {
  message: string;
  sent: Array<{ resolve(): void; reject(e: unknown): void }>;
}

/**
 * Publish/subscribe across every api instance through Redis, for GraphQL subscriptions (served
 * over SSE by Yoga). Messages are hints to refresh ("your balance changed"), never the source
 * of truth, so a lost message costs freshness, not correctness.
 */
@Injectable()
export class PubSub implements OnModuleDestroy {
  private subscriber?: Redis;
  /**
   * Its own connection: a pipeline on the shared one copies every Lua command defined there (rate
   * limits) into itself (docs/performance.md, "Balance pushes"), and its messages would queue
   * behind the queues' and limits' commands.
   */
  private publisher?: Redis;
  private closed = false;
  private readonly listeners = new Map<string, Set<Listener>>();
  /** Channels whose SUBSCRIBE Redis has confirmed, by the promise of that confirmation. */
  private readonly subscribed = new Map<string, Promise<unknown>>();
  private readonly confirmed = new Set<string>();
  private readonly prefix: string;
  /** Messages waiting for the next flush, by channel: the last one of a channel wins. */
  private outbox = new Map<string, Outgoing>();
  private flushTimer?: NodeJS.Timeout;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) config: Config,
  ) {
    this.prefix = `${config.QUEUE_PREFIX}:pubsub:`;
  }

  /**
   * Publishes within PUBLISH_WINDOW_MS, with every other message published meanwhile, in one
   * write to Redis (one system call and one wake-up of Redis for them all). A newer message to a channel replaces one still waiting (each is the latest state,
   * e.g. a balance), so a reader's page gets the last. Resolves once Redis has taken it.
   */
  publish(topic: string, payload: unknown): Promise<void> {
    return new Promise((resolve, reject) => {
      const channel = this.prefix + topic;
      if (!this.outbox.size) this.flushTimer = setTimeout(() => this.flush(), PUBLISH_WINDOW_MS);
      const sent = this.outbox.get(channel)?.sent ?? [];
      sent.push({ resolve, reject });
      this.outbox.delete(channel); // re-added last: messages leave in the order of their latest publish
      this.outbox.set(channel, { message: JSON.stringify(payload), sent });
    });
  }

  private flush(): void {
    const batch = this.outbox;
    this.outbox = new Map();
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    if (!batch.size) return;
    const settle = (o: Outgoing, error: unknown) => {
      for (const s of o.sent)
        if (error) s.reject(error);
        else s.resolve();
    };
    if (this.closed) {
      for (const out of batch.values()) settle(out, new Error('the pubsub is closed'));
      return;
    }
    if (!this.publisher) {
      this.publisher = this.redis.duplicate();
      this.publisher.on('error', () => undefined);
    }
    if (batch.size === 1) {
      // a pipeline of one costs more than the command
      const [[channel, out]] = batch;
      this.publisher.publish(channel, out.message).then(
        () => settle(out, undefined),
        (e: unknown) => settle(out, e),
      );
      return;
    }
    const pipeline = this.publisher.pipeline();
    for (const [channel, { message }] of batch) pipeline.publish(channel, message);
    pipeline.exec().then(
      (results) => {
        let i = 0;
        for (const out of batch.values()) settle(out, results?.[i++]?.[0]);
      },
      (e: unknown) => {
        for (const out of batch.values()) settle(out, e);
      },
    );
  }

  /** An async iterator of the topic's messages; ends (and unsubscribes) when the client leaves. */
  subscribe<T>(topic: string): AsyncIterableIterator<T> {
    const channel = this.prefix + topic;
    const queue: T[] = [];
    let wake: (() => void) | undefined;
    let done = false;
    const listener: Listener = (payload) => {
      queue.push(payload as T);
      wake?.();
    };
    const ready = this.addListener(channel, listener);

    const finish = async () => {
      done = true;
      wake?.();
      await this.removeListener(channel, listener);
      return { value: undefined, done: true } as IteratorResult<T>;
    };
    const iterator: AsyncIterableIterator<T> = {
      next: async () => {
        await ready;
        while (!done && queue.length === 0)
          await new Promise<void>((r) => {
            wake = r;
          });
        wake = undefined;
        if (queue.length) return { value: queue.shift() as T, done: false };
        return { value: undefined, done: true };
      },
      return: finish,
      throw: async (e) => {
        await finish();
        throw e;
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    };
    return iterator;
  }

  /** How many local listeners a topic has once Redis confirmed the subscription (tests, metrics). */
  listenerCount(topic: string): number {
    const channel = this.prefix + topic;
    return this.confirmed.has(channel) ? (this.listeners.get(channel)?.size ?? 0) : 0;
  }

  private async addListener(channel: string, fn: Listener): Promise<void> {
    let set = this.listeners.get(channel);
    if (!set) {
      set = new Set();
      this.listeners.set(channel, set);
      this.subscribed.set(
        channel,
        this.connection()
          .subscribe(channel)
          .then(() => this.confirmed.add(channel)),
      );
    }
    set.add(fn);
    await this.subscribed.get(channel);
  }

  private async removeListener(channel: string, fn: Listener): Promise<void> {
    const set = this.listeners.get(channel);
    if (!set) return;
    set.delete(fn);
    if (set.size === 0) {
      this.listeners.delete(channel);
      this.subscribed.delete(channel);
      this.confirmed.delete(channel);
      await this.subscriber?.unsubscribe(channel).catch(() => undefined);
    }
  }

  private connection(): Redis {
    if (!this.subscriber) {
      // No ready check (INFO) on this connection: SUBSCRIBE may be sent while it is still connecting
      // (Redis allows it before ready), and once a subscription is confirmed the check's INFO is
      // refused in subscriber mode, failing the connection and every reconnect after it.
      this.subscriber = this.redis.duplicate({ enableReadyCheck: false });
      this.subscriber.on('error', () => undefined);
      this.subscriber.on('message', (channel: string, message: string) => {
        const set = this.listeners.get(channel);
        if (!set) return;
        let payload: unknown;
        try {
          payload = JSON.parse(message);
        } catch {
          return;
        }
        for (const fn of set) fn(payload);
      });
    }
    return this.subscriber;
  }

  async onModuleDestroy(): Promise<void> {
    this.flush(); // what is waiting goes before the connection closes
    this.closed = true;
    this.listeners.clear();
    if (this.subscriber) await this.subscriber.quit().catch(() => this.subscriber?.disconnect());
    if (this.publisher) await this.publisher.quit().catch(() => this.publisher?.disconnect());
  }
}
