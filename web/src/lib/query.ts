// A small shared cache for REST reads, so several components asking for the same server data make
// one call and see one answer (server data is never copied into atoms — architecture §7).
import { useCallback, useEffect, useSyncExternalStore } from 'react';

export interface QueryState<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
}

interface Entry<T> {
  state: QueryState<T>;
  promise?: Promise<void>;
  listeners: Set<() => void>;
  /** The fetcher of the last component that asked (refreshQueries reuses it). */
  fetcher?: () => Promise<T>;
}

const cache = new Map<string, Entry<unknown>>();
const IDLE: QueryState<never> = { data: undefined, error: undefined, loading: false };

function entry<T>(key: string): Entry<T> {
  let e = cache.get(key) as Entry<T> | undefined;
  if (!e) {
    e = { state: { data: undefined, error: undefined, loading: false }, listeners: new Set() };
    cache.set(key, e as Entry<unknown>);
  }
  return e;
}

function set<T>(key: string, patch: Partial<QueryState<T>>): void {
  const e = entry<T>(key);
  e.state = { ...e.state, ...patch };
  e.listeners.forEach((l) => l());
}

/** Runs the fetch for `key` unless one is already in flight; errors stay in the state. */
export function fetchQuery<T>(key: string, fetcher: () => Promise<T>): Promise<void> {
  const e = entry<T>(key);
  if (e.promise) return e.promise;
  set<T>(key, { loading: true, error: undefined });
  e.promise = fetcher().then(
    (data) => { e.promise = undefined; set<T>(key, { data, loading: false, error: undefined }); },
    (error: unknown) => { e.promise = undefined; set<T>(key, { error, loading: false }); },
  );
  return e.promise;
}

/** The cached answer for `key`, if any (without subscribing or fetching). */
export function peekQuery<T>(key: string): T | undefined {
  return (cache.get(key) as Entry<T> | undefined)?.state.data;
}

/** Forgets cached answers whose key starts with `prefix` (all when omitted). */
export function invalidateQueries(prefix = ''): void {
  for (const [key, e] of cache) {
    if (key.startsWith(prefix)) {
      e.state = { data: undefined, error: undefined, loading: false };
      e.listeners.forEach((l) => l());
    }
  }
}

/**
 * Fetches again the answers whose key starts with `prefix` and that some component shows, keeping
 * the current data on screen until the new answer arrives (unlike invalidateQueries).
 */
export function refreshQueries(prefix: string): void {
  for (const [key, e] of cache) {
    if (key.startsWith(prefix) && e.listeners.size && e.fetcher) void fetchQuery(key, e.fetcher);
  }
}

/**
 * Subscribes to `key`, fetching it once when nothing is cached. A null key means "do not load"
 * (e.g. user data without a stored user id).
 */
export function useQuery<T>(key: string | null, fetcher: () => Promise<T>, opts: { onError?: (e: unknown) => void } = {}) {
  const subscribe = useCallback((cb: () => void) => {
    if (!key) return () => undefined;
    const e = entry<T>(key);
    e.listeners.add(cb);
    return () => { e.listeners.delete(cb); };
  }, [key]);
  useEffect(() => { if (key) entry<T>(key).fetcher = fetcher; }, [key, fetcher]);
  const state = useSyncExternalStore(subscribe, () => (key ? entry<T>(key).state : IDLE), () => IDLE) as QueryState<T>;

  useEffect(() => {
    if (!key) return;
    const e = entry<T>(key);
    if (e.state.data === undefined && e.state.error === undefined && !e.promise) {
      void fetchQuery(key, fetcher).then(() => {
        const err = entry<T>(key).state.error;
        if (err !== undefined) opts.onError?.(err);
      });
    }
    // fetcher and onError are deliberately not dependencies: the key names the data.
  }, [key, state.data === undefined && state.error === undefined]);

  const refetch = useCallback(() => (key ? fetchQuery(key, fetcher) : Promise.resolve()), [key, fetcher]);
  return { ...state, loading: state.loading || (key !== null && state.data === undefined && state.error === undefined), refetch };
}
