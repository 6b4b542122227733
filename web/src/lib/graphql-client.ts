// The client's one server-data cache (ADR 0070): an urql Client with Graphcache. Every answer the
// client shows comes through it as a GraphQL operation; Graphcache keeps the entities normalised,
// so a mutation's answer updates every screen that shows the same comic, episode or balance.
//
// One client per reader: a session change makes a new one (app/graphql-provider.tsx), so the next
// reader never sees the last one's answers. A signed-in reader's cache is persisted to IndexedDB
// (lib/graphcache-storage.ts, wiped on sign-out with the downloads), which is what lets My Library
// and the Downloads list render offline from the last known data.
// No mutation is queued offline: the offline exchange queues only mutations with an optimistic
// result, and none has one (every spending command is an explicit, online step).
import { Client, fetchExchange, makeOperation, mapExchange, ssrExchange, type Exchange, type SSRData } from '@urql/core';
import { cacheExchange, offlineExchange, type CacheExchangeOpts } from '@urql/exchange-graphcache';
import { graphcacheStorage } from './graphcache-storage.js';
import { apiFetch } from './api-fetch.js';
import { interfaceCode } from './locale.js';
import { storedCredentials } from './storage.js';

/** Keys and cache updates (app/graphql-cache.ts composes the features' own). */
export type GraphcacheConfig = Pick<CacheExchangeOpts, 'keys' | 'updates' | 'resolvers'>;

export interface GraphqlClientOptions {
  /** The signed-in reader, or null for a visitor. */
  readerId: string | null;
  /** The interface language the client's answers are in (the catalog's texts are). */
  language: string;
  cache: GraphcacheConfig;
  /** The server's rendering: records what it answers (`ssr.extractData()`). */
  ssr?: ReturnType<typeof ssrExchange>;
  /** The data a server-rendered page came with. */
  initialState?: SSRData;
  /** The transport, when not lib/api-fetch.ts's (a server render counts its own calls). */
  fetch?: (input: string, init?: RequestInit) => Promise<Response>;
}

export interface GraphqlClient {
  client: Client;
  ssr: ReturnType<typeof ssrExchange>;
  readerId: string | null;
  language: string;
}

export function createGraphqlClient({
  readerId,
  language,
  cache,
  ssr,
  initialState,
  fetch = apiFetch,
}: GraphqlClientOptions): GraphqlClient {
  const isServer = typeof window === 'undefined';
  const replay = ssr ?? ssrExchange({ isClient: !isServer, initialState });
  const persisted = readerId !== null && !isServer && typeof indexedDB !== 'undefined';
  const client = new Client({
    url: '/graphql',
    exchanges: persisted ? persistedExchanges(readerId, language, cache, replay) : [cacheExchange(cache), replay, fetchExchange],
    // Queries go over GET (within the URL limit), so index.html can preload a landing page's.
    preferGetMethod: 'within-url-limit',
    requestPolicy: 'cache-first',
    fetch: (input, init) => fetch(String(input), init),
    fetchOptions: () => requestOptions(storedCredentials()?.token ?? null),
  });
  return { client, ssr: replay, readerId, language };
}

/** A signed-in reader's exchanges: the cache kept in IndexedDB, and what a cache read back from earlier visits needs. */
function persistedExchanges(readerId: string, language: string, cache: GraphcacheConfig, replay: Exchange): Exchange[] {
  const hydration = hydrationSignal();
  const normalised = offlineExchange({
    ...cache,
    storage: { ...graphcacheStorage(readerId, language), onCacheHydrated: hydration.mark },
    // Offline is what the browser says it is: a server that does not answer while the browser
    // is online is a failure the screen reports, not a reason to show the cache.
    isOfflineError: (error) => !!error?.networkError && !error.response && navigator.onLine === false,
  });
  return [askOncePerLoad(), normalised, afterHydration(hydration), replay, fetchExchange];
}

/**
 * A client without a cache, each call asked of the server with `token`'s session (or none): for
 * calls made outside any screen whose answers belong in no reader's cache (lib/offline/offline-api.ts).
 */
export function createUncachedClient(token: string | null): Client {
  return new Client({
    url: '/graphql',
    exchanges: [fetchExchange],
    requestPolicy: 'network-only',
    fetch: (input, init) => apiFetch(String(input), init),
    fetchOptions: () => requestOptions(token),
  });
}

/** The interface language and the session of every call. */
function requestOptions(token: string | null): RequestInit {
  const headers: Record<string, string> = { 'accept-language': interfaceCode() };
  if (token) headers.authorization = `Bearer ${token}`;
  // index.html preloads a landing page's anonymous GETs (cors mode), and Chromium hands a
  // preloaded answer to a fetch of the same URL, mode and credentials mode whatever its
  // headers: a call with a token asks in same-origin mode, so it never gets the visitor's.
  return { headers, credentials: 'same-origin', mode: token ? 'same-origin' : 'cors' };
}

/** Longest a persisted client's queries wait for its cache to be read back (then they go on without it). */
const HYDRATION_WAIT_MS = 3000;

interface Hydration {
  done: boolean;
  promise: Promise<void>;
  mark(): void;
}

function hydrationSignal(): Hydration {
  let resolve!: () => void;
  const h: Hydration = { done: false, promise: new Promise<void>((r) => (resolve = r)), mark: () => undefined };
  h.mark = () => {
    h.done = true;
    resolve();
  };
  return h;
}

/**
 * Graphcache persists only what it writes once its stored cache has been read back, and the
 * server often answers before IndexedDB does: a query answered meanwhile would be shown, and never
 * kept for the next time the reader is offline. So a persisted client's queries reach the server
 * only after that read (or HYDRATION_WAIT_MS), and the offline exchange then asks them again from
 * the cache it read. A query torn down while it waits is dropped.
 */
function afterHydration(hydration: Hydration): Exchange {
  if (typeof window !== 'undefined') setTimeout(hydration.mark, HYDRATION_WAIT_MS);
  return mapExchange({
    onOperation: (op) => (hydration.done || op.kind !== 'query' ? op : hydration.promise.then(() => op)),
  });
}

/**
 * A persisted cache holds answers from earlier visits: each query shows what it holds and is asked
 * of the server (cache-and-network) until the server has answered it once in this page load, then
 * answers from the cache as usual. Counting answers rather than asks matters: a refresh whose
 * screen is torn down before it goes out (a page that renders twice as its data arrives) would
 * otherwise leave the persisted answer on screen unchecked.
 */
function askOncePerLoad(): Exchange {
  const answered = new Set<number>();
  return mapExchange({
    onOperation(op) {
      if (op.kind !== 'query' || op.context.requestPolicy !== 'cache-first' || answered.has(op.key)) return op;
      return makeOperation(op.kind, op, { ...op.context, requestPolicy: 'cache-and-network' });
    },
    onResult(result) {
      const outcome = result.operation.context.meta?.cacheOutcome;
      const fromServer = !result.stale && !result.error?.networkError && outcome !== 'hit' && outcome !== 'partial';
      if (result.operation.kind === 'query' && fromServer) answered.add(result.operation.key);
    },
  });
}
