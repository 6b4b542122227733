// The one home of server data (docs/architecture.md): TanStack Query caches every REST read and every
// GraphQL operation (lib/graphql.ts), keyed by what they read. Client state stays in Jotai atoms.
//
// Defaults: an answer stays until something invalidates it (a mutation's caller, the wallet stream,
// a new session), so pages share one call for the same data and a revisit shows it at once; no
// automatic retries or focus refetches (a failure is shown once, as docs/product.md says). Screens that
// must show fresh data on each visit ask for it with `staleTime: 0` or a per-visit key.
import { useCallback, useEffect, useRef } from 'react';
import { QueryClient, hashKey, type QueryKey, type UseQueryResult } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        gcTime: Infinity,
        retry: false,
        retryOnMount: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
      mutations: { retry: false },
    },
  });
}

/** `meta` of a query whose answer belongs to the signed-in reader (GraphQL: `perReader`). */
export const PER_READER = { perReader: true } as const;

/**
 * Removes every answer that belongs to the signed-in reader, on a session change (sign-in,
 * sign-out, a refused token): the user data (`['user-data', userId]`) and the queries marked
 * PER_READER. The next reader never sees the last one's data, not even while their own loads.
 */
export function removeReaderQueries(client: QueryClient): void {
  client.removeQueries({ queryKey: ['user-data'] });
  client.removeQueries({ predicate: (q) => q.meta?.perReader === true });
}

const handledFailures = new Map<string, number>();

/**
 * Calls `onError` once for each failed fetch of `key` that happens while the caller is mounted,
 * however many mounted components read the same key (one toast, one sign-out).
 */
export function useQueryFailure(
  key: QueryKey | null,
  query: { error: unknown; errorUpdatedAt: number },
  onError: ((e: unknown) => void) | undefined,
): void {
  const seenAtMount = useRef(query.errorUpdatedAt);
  const latest = useRef(onError);
  latest.current = onError;
  const { error, errorUpdatedAt } = query;
  const id = key ? hashKey(key) : null;
  useEffect(() => {
    if (!id || error == null || errorUpdatedAt <= seenAtMount.current || handledFailures.get(id) === errorUpdatedAt) return;
    if (!latest.current) return; // a reader without a handler leaves the failure to one that has one
    handledFailures.set(id, errorUpdatedAt);
    latest.current(error);
  }, [id, error, errorUpdatedAt]);
}

/**
 * The shape the app's data hooks answer: the data, the error (undefined when none), whether the
 * first answer is still coming, and a refetch that keeps the data on screen (a no-op while the
 * query is disabled, e.g. signed out).
 */
export function useQueryState<T>(q: UseQueryResult<T>, enabled = true) {
  const { refetch: run } = q;
  const refetch = useCallback(() => (enabled ? run().then(() => undefined) : Promise.resolve()), [enabled, run]);
  return { data: q.data, error: q.error ?? undefined, loading: q.isLoading, refetch };
}
