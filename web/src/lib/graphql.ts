// GraphQL (docs/architecture.md): /graphql on the same origin through the reader's urql client
// (lib/graphql-client.ts), the stored token sent as `Authorization: Bearer <token>`. Operations are
// typed documents generated from schema/graphql/schema.graphql (`graphql(...)` beside the hook that
// runs it; output in src/gql, `npm run codegen -w web`). Queries answer from Graphcache when it
// has them; a screen that must be fresh on each visit asks with `fresh`.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useClient, useMutation, useQuery } from 'urql';
import { CombinedError, createRequest, type Client, type OperationResult, type RequestPolicy } from '@urql/core';
import type { TypedDocumentString } from '../gql/graphql.js';
import { DEFAULT_ERROR } from './rest.js';
import { serverErrorText } from './i18n/server-errors.js';

export interface GraphqlErrorEntry {
  message: string;
  extensions?: Record<string, unknown>;
}

/** A failed operation: the server's errors, or the network failure that kept it from answering. */
export class GraphqlError extends Error {
  constructor(
    message: string,
    readonly graphQLErrors: GraphqlErrorEntry[],
    readonly networkError?: Error,
  ) {
    super(message);
    this.name = 'GraphqlError';
  }
}

const asGraphqlError = new WeakMap<CombinedError, GraphqlError>();

/** urql's CombinedError as the app's GraphqlError (the same object for the same failure). */
export function toGraphqlError(e: CombinedError): GraphqlError {
  let mapped = asGraphqlError.get(e);
  if (!mapped) {
    const entries = e.graphQLErrors.map((g) => ({ message: g.message, extensions: g.extensions as Record<string, unknown> | undefined }));
    const network = e.networkError ?? undefined;
    mapped = new GraphqlError(entries[0]?.message || network?.message || DEFAULT_ERROR, entries, network);
    asGraphqlError.set(e, mapped);
  }
  return mapped;
}

type Document<R, V> = TypedDocumentString<R, V>;
/** Operations without required variables may leave them out. */
type VariablesArg<V> = Record<string, never> extends V ? [variables?: V] : [variables: V];

export const operationName = (document: Document<any, any>) =>
  /\b(?:query|mutation|subscription)\s+(\w+)/.exec(document.toString())?.[1] ?? document.toString();
const isMutation = (document: Document<any, any>) => /^\s*mutation\b/.test(document.toString());

function dataOf<R>(result: OperationResult<R>): R {
  if (result.error) throw toGraphqlError(result.error);
  if (result.data == null) throw new GraphqlError(DEFAULT_ERROR, [], new Error('GraphQL answered no data'));
  return result.data;
}

/**
 * Runs one operation outside a component (a preload, a step of a flow); resolves with its data,
 * throws GraphqlError. A query answers from the cache unless `fresh`; its answer is cached.
 */
export async function graphqlRequest<R, V>(
  client: Client,
  document: Document<R, V>,
  variables?: V,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<R> {
  const vars = (variables ?? {}) as Record<string, unknown>;
  const result = isMutation(document)
    ? await client.mutation<R>(document.toString(), vars).toPromise()
    : await client.query<R>(document.toString(), vars, { requestPolicy: fresh ? 'network-only' : 'cache-first' }).toPromise();
  return dataOf(result);
}

/** Mounted queries per client and operation name, and the names asked again while none was mounted. */
const mounted = new WeakMap<Client, Map<string, Set<() => Promise<void>>>>();
const staleNames = new WeakMap<Client, Set<string>>();

/**
 * Asks the server again for every mounted query of these documents (the wallet stream, a REST step
 * whose effects the cache cannot know); the ones not mounted now ask on their next mount.
 */
export async function refetchQueries(client: Client, ...documents: Document<any, any>[]): Promise<void> {
  const byName = mounted.get(client);
  const stale = staleNames.get(client) ?? new Set<string>();
  staleNames.set(client, stale);
  const runs: Promise<void>[] = [];
  for (const d of documents) {
    const name = operationName(d);
    const live = byName?.get(name);
    if (live?.size) for (const run of live) runs.push(run());
    else stale.add(name);
  }
  await Promise.all(runs);
}

export interface GraphqlQueryOptions {
  enabled?: boolean;
  /** Show the cached answer and ask again on each mount. */
  fresh?: boolean;
  /** Called once for each failure, however many mounted components read the same query. */
  onError?: (error: GraphqlError) => void;
}

/** What a query hook answers: the data, the error, whether the first answer is still coming, and a refetch that keeps the data on screen. */
export interface QueryAnswer<R> {
  data: R | undefined;
  error: GraphqlError | undefined;
  loading: boolean;
  fetching: boolean;
  refetch: () => Promise<void>;
}

const handledFailures = new WeakSet<CombinedError>();
const navigatorOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

export function useGraphqlQuery<R, V>(
  document: Document<R, V>,
  variables: V | undefined,
  { enabled = true, fresh = false, onError }: GraphqlQueryOptions = {},
): QueryAnswer<R> {
  const client = useClient();
  const query = document.toString();
  const name = operationName(document);
  const varsKey = JSON.stringify(variables ?? {});
  // The variables' value, not their identity, decides when the query changes.
  const vars = useMemo(() => (variables ?? {}) as Record<string, unknown>, [varsKey]);
  const policy = useRef<RequestPolicy | null>(null);
  if (policy.current === null) {
    const stale = staleNames.get(client);
    const askAgain = fresh || (stale?.delete(name) ?? false);
    policy.current = askAgain ? 'cache-and-network' : 'cache-first';
  }
  const context = useMemo(() => ({ requestPolicy: policy.current! }), []);
  const [shown] = useQuery<R>({ query, variables: vars, pause: !enabled, context });
  // urql keeps the last variables' answer on screen while the next one loads; a screen here shows
  // only the answer to what it asks now (a new tag, page or comic starts from its loading state).
  const key = useMemo(() => createRequest(query, vars).key, [query, vars]);
  const result =
    shown.operation === undefined || shown.operation.key === key ? shown : { ...shown, data: undefined, error: undefined, fetching: true };
  const refetch = useCallback(
    () =>
      enabled
        ? client
            .query(query, vars, { requestPolicy: 'network-only' })
            .toPromise()
            .then(() => undefined)
        : Promise.resolve(),
    [client, enabled, query, vars],
  );
  useEffect(() => {
    if (!enabled) return;
    let byName = mounted.get(client);
    if (!byName) mounted.set(client, (byName = new Map()));
    const set = byName.get(name) ?? new Set();
    byName.set(name, set);
    set.add(refetch);
    return () => void set.delete(refetch);
  }, [client, enabled, name, refetch]);
  // Offline, Graphcache answers from the cache alone (lib/graphql-client.ts); with nothing cached
  // that is a failure to fetch, which the screen reports as it would online.
  const offlineMiss =
    enabled && !result.fetching && result.data == null && !result.error && result.operation !== undefined && navigatorOffline();
  const missed = useMemo(
    () => (offlineMiss ? new CombinedError({ networkError: new TypeError('Failed to fetch') }) : undefined),
    [offlineMiss, result.operation],
  );
  const raw = enabled ? (result.error ?? missed) : undefined;
  const latest = useRef(onError);
  latest.current = onError;
  const error = raw ? toGraphqlError(raw) : undefined;
  useEffect(() => {
    if (!raw || !latest.current || handledFailures.has(raw)) return;
    handledFailures.add(raw);
    latest.current(toGraphqlError(raw));
  }, [raw]);
  const data = enabled ? (result.data ?? undefined) : undefined;
  return { data, error, loading: enabled && result.fetching && data === undefined && !error, fetching: result.fetching, refetch };
}

/** A mutation for a component: `run` resolves with its data or throws GraphqlError; `pending` while one is in flight. */
export function useGraphqlMutation<R, V>(document: Document<R, V>) {
  const [state, execute] = useMutation<R>(document.toString());
  const run = useCallback(
    async (...[variables]: VariablesArg<V>): Promise<R> => dataOf(await execute((variables ?? {}) as Record<string, unknown>)),
    [execute],
  );
  return { run, pending: state.fetching };
}

export { useClient as useGraphqlClient };

/** The text a toast shows for a failed GraphQL operation (docs/product.md): the server's message, the network error's, or the fallback. */
export function gqlMessage(error: unknown, fallback = DEFAULT_ERROR): string {
  if (!(error instanceof GraphqlError)) return error instanceof Error && error.message ? error.message : fallback;
  const first = error.graphQLErrors[0]?.message;
  if (first) return serverErrorText(error.graphQLErrors[0]?.extensions?.code, first);
  if (error.networkError?.message) return error.networkError.message;
  return fallback;
}

/** The error's stable code (extensions.code), when the server sent one. */
export function gqlCode(error: unknown): string | undefined {
  const code = error instanceof GraphqlError ? error.graphQLErrors[0]?.extensions?.code : undefined;
  return typeof code === 'string' ? code : undefined;
}
