// The readers' mixed load of the cluster tests, driven by autocannon against one or more API
// ports at once: browse (home list, comic page), read (a free episode, an owned one), purchase an
// episode, claim a gift, comment. Every answer is tallied by kind and status, every acknowledged
// write (2xx) is remembered so a check can find it afterwards, and every 5xx must be the contract's
// error envelope.
// @ts-expect-error autocannon ships no type declarations
import autocannonUntyped from 'autocannon';
import type { Reader, Seed } from './cluster-seed.js';

export type Kind = 'browse' | 'comic' | 'read' | 'readOwned' | 'purchase' | 'claim' | 'comment';
/** One pass of every connection's schedule: content reads, purchases, then a claim and comments. */
const DEFAULT_MIX: Kind[] = [
  'browse',
  'read',
  'purchase',
  'comic',
  'read',
  'purchase',
  'browse',
  'read',
  'purchase',
  'comment',
  'browse',
  'read',
  'purchase',
  'claim',
  'browse',
  'readOwned',
  'purchase',
  'comment',
  'read',
  'purchase',
];
export const CONTENT: Kind[] = ['browse', 'comic', 'read', 'readOwned'];

interface CannonResult {
  requests: { total: number; average: number };
  latency: { p50: number; p99: number; max: number };
  errors: number;
  timeouts: number;
  duration: number;
  non2xx: number;
}
const autocannon = autocannonUntyped as (
  opts: Record<string, unknown>,
  cb: (err: Error | null, r: CannonResult) => void,
) => { stop(): void };

export interface Acked {
  purchases: Array<{ userId: string; episodeId: string }>;
  claims: Array<{ userId: string; giftId: string }>;
  comments: Array<{ userId: string; content: string }>;
}

/**
 * The load's shared state across every autocannon run of a scenario: which purchase, claim and
 * comment comes next (each pair once: a purchase of (reader, episode) is never repeated, so an
 * acknowledged one must be exactly one event), what was acknowledged, and the tallies.
 */
export class LoadState {
  readonly acked: Acked = { purchases: [], claims: [], comments: [] };
  readonly statuses = new Map<string, number>();
  readonly latencies = new Map<Kind, number[]>();
  readonly badEnvelopes: string[] = [];
  constructor(
    readonly seed: Seed,
    readonly tag = 'load',
  ) {}

  private pick(kind: Kind): {
    kind: Kind;
    method: string;
    path: string;
    reader?: Reader;
    body?: Record<string, string>;
    key?: Record<string, string>;
  } {
    const { readers, episodes, gifts } = this.seed;
    const R = readers.length;
    switch (kind) {
      case 'purchase': {
        const i = this.seed.used.purchases;
        if (i >= R * episodes.length) return this.pick('browse');
        this.seed.used.purchases++;
        const reader = readers[i % R]!;
        const episodeId = episodes[Math.floor(i / R)]!;
        return {
          kind,
          method: 'POST',
          path: '/api/purchase-episode',
          reader,
          body: { userId: reader.userId, episodeId },
          key: { userId: reader.userId, episodeId },
        };
      }
      case 'claim': {
        const i = this.seed.used.claims;
        if (i >= R * gifts.length) return this.pick('browse');
        this.seed.used.claims++;
        const reader = readers[i % R]!;
        const giftId = gifts[Math.floor(i / R)]!;
        return {
          kind,
          method: 'POST',
          path: '/api/claim-gift',
          reader,
          body: { userId: reader.userId, giftId },
          key: { userId: reader.userId, giftId },
        };
      }
      case 'comment': {
        const i = this.seed.used.comments++;
        const reader = readers[i % R]!;
        const content = `${this.tag} comment ${i}`;
        return {
          kind,
          method: 'POST',
          path: '/api/add-comment',
          reader,
          body: { userId: reader.userId, episodeId: this.seed.freeEpisode, content },
          key: { userId: reader.userId, content },
        };
      }
      case 'readOwned': {
        // An episode the first reader bought early in the run, else the free one.
        const reader = readers[0]!;
        const bought = this.acked.purchases.find((p) => p.userId === reader.userId);
        return { kind, method: 'GET', path: `/api/get-comic-episode-data/${bought?.episodeId ?? this.seed.freeEpisode}`, reader };
      }
      case 'read':
        return { kind, method: 'GET', path: `/api/get-comic-episode-data/${this.seed.freeEpisode}` };
      case 'comic':
        return { kind, method: 'GET', path: `/api/get-comic-data/${this.seed.slug}` };
      case 'browse':
        return { kind, method: 'GET', path: '/api/get-all-content' };
    }
  }

  /** Each connection's request: the next kind of its schedule, set up from this state. */
  request(mix: Kind[]) {
    return {
      method: 'GET',
      path: '/api/get-all-content',
      setupRequest: (req: Record<string, unknown>, context: Record<string, any>) => {
        context.n = ((context.n as number | undefined) ?? Math.floor(Math.random() * mix.length)) + 1;
        const p = this.pick(mix[context.n % mix.length]!);
        context.pending = { kind: p.kind, key: p.key, t0: performance.now() };
        const headers: Record<string, string> = { accept: 'application/json' };
        if (p.reader) headers.token = p.reader.token;
        if (p.body) headers['content-type'] = 'application/json';
        return { ...req, method: p.method, path: p.path, headers, body: p.body ? JSON.stringify(p.body) : undefined };
      },
      onResponse: (status: number, body: string, context: Record<string, any>) => {
        const { kind, key, t0 } = context.pending as { kind: Kind; key?: any; t0: number };
        let list = this.latencies.get(kind);
        if (!list) this.latencies.set(kind, (list = []));
        list.push(performance.now() - t0);
        const s = `${kind} ${status}`;
        this.statuses.set(s, (this.statuses.get(s) ?? 0) + 1);
        if (status >= 200 && status < 300) {
          if (kind === 'purchase') this.acked.purchases.push(key);
          if (kind === 'claim') this.acked.claims.push(key);
          if (kind === 'comment') this.acked.comments.push(key);
        }
        if (status >= 500) {
          let ok = false;
          try {
            const b = JSON.parse(body);
            ok = b.success === false && typeof b.code === 'string' && typeof b.message === 'string' && !/\n\s+at /.test(body);
          } catch {
            /* not JSON */
          }
          if (!ok && this.badEnvelopes.length < 20) this.badEnvelopes.push(`${kind} ${status}: ${body.slice(0, 200)}`);
        }
      },
    };
  }

  count(pred: (kind: string, status: number) => boolean): number {
    let n = 0;
    for (const [k, v] of this.statuses) {
      const [kind, status] = k.split(' ');
      if (pred(kind!, Number(status))) n += v;
    }
    return n;
  }

  /** Acknowledged writes of every kind. */
  get acknowledged(): number {
    return this.acked.purchases.length + this.acked.claims.length + this.acked.comments.length;
  }

  /** The p-th percentile (ms) of the latencies of these kinds. */
  percentile(kinds: Kind[], p: number): number {
    const all = kinds.flatMap((k) => this.latencies.get(k) ?? []).sort((a, b) => a - b);
    if (!all.length) return NaN;
    return all[Math.min(all.length - 1, Math.ceil((p / 100) * all.length) - 1)]!;
  }

  summary(): string {
    return [...this.statuses.entries()]
      .sort()
      .map(([k, v]) => `${k}: ${v}`)
      .join(', ');
  }
}

export interface LoadRun {
  stop(): void;
  done: Promise<CannonResult[]>;
}

/**
 * Runs the mix against every given API URL at once (`connections` each, each sending its next
 * request when answered) for `seconds`, or until `stop()`. `timeoutSec`: how long a request may
 * take before it counts as a timeout. A load at a given rate is paced-load.ts's.
 */
export function runLoad(
  state: LoadState,
  urls: string[],
  opts: { seconds: number; connections: number; mix?: Kind[]; timeoutSec?: number },
): LoadRun {
  const instances: Array<{ stop(): void }> = [];
  const done = Promise.all(
    urls.map(
      (url) =>
        new Promise<CannonResult>((resolve, reject) => {
          instances.push(
            autocannon(
              {
                url,
                connections: opts.connections,
                duration: opts.seconds,
                timeout: opts.timeoutSec ?? 10,
                requests: [state.request(opts.mix ?? DEFAULT_MIX)],
              },
              (err, r) => (err ? reject(err) : resolve(r)),
            ),
          );
        }),
    ),
  );
  return { stop: () => instances.forEach((i) => i.stop()), done };
}
