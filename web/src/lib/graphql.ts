// GraphQL (docs/architecture.md): /graphql on the same origin, the stored token sent as
// `Authorization: Bearer <token>`. Operations are typed documents generated from
// schema/graphql/schema.graphql (`graphql(...)` beside the hook that runs it; output in src/gql,
// `npm run codegen -w web`). Their answers live in the TanStack Query cache like every REST read.
import { useMutation, useQuery } from '@tanstack/react-query';
import type { TypedDocumentString } from '../gql/graphql.js';
import { PER_READER } from './query-client.js';
import { DEFAULT_ERROR } from './rest.js';
import { interfaceCode } from './locale.js';
import { storedCredentials } from './storage.js';
import { apiFetch } from './api-fetch.js';
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

/** Operations without required variables may leave them out. */
type VariablesArg<V> = Record<string, never> extends V ? [variables?: V] : [variables: V];

/** Runs one operation; resolves with its data, throws GraphqlError when the server reports errors. */
export async function graphqlRequest<R, V>(document: TypedDocumentString<R, V>, ...[variables]: VariablesArg<V>): Promise<R> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/graphql-response+json, application/json',
    'accept-language': interfaceCode(),
  };
  const token = storedCredentials()?.token;
  if (token) headers.authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await apiFetch('/graphql', {
      method: 'POST',
      headers,
      credentials: 'same-origin',
      body: JSON.stringify({ query: document.toString(), variables }),
    });
  } catch (e) {
    const networkError = e instanceof Error ? e : new Error(String(e));
    throw new GraphqlError(networkError.message || DEFAULT_ERROR, [], networkError);
  }
  type Body = { data?: R | null; errors?: GraphqlErrorEntry[] } | null;
  const body = await res.json().then(
    (b: unknown) => b as Body,
    () => null,
  );
  if (body?.errors?.length) throw new GraphqlError(body.errors[0]!.message || DEFAULT_ERROR, body.errors);
  if (!body?.data) {
    const networkError = new Error(res.statusText || `GraphQL answered ${res.status}`);
    throw new GraphqlError(networkError.message, [], networkError);
  }
  return body.data;
}

const operationName = (document: TypedDocumentString<unknown, unknown>) =>
  /\b(?:query|mutation|subscription)\s+(\w+)/.exec(document.toString())?.[1] ?? document.toString();

/** The cache key of an operation with its variables (invalidate by `graphqlKey(Document)` alone). */
export const graphqlKey = (document: TypedDocumentString<any, any>, variables?: unknown) =>
  variables === undefined ? (['graphql', operationName(document)] as const) : (['graphql', operationName(document), variables] as const);

/** Query options for useQuery / prefetchQuery. */
export function graphqlQuery<R, V>(document: TypedDocumentString<R, V>, ...[variables]: VariablesArg<V>) {
  return {
    queryKey: graphqlKey(document, variables ?? {}),
    queryFn: () => graphqlRequest(document, ...([variables] as VariablesArg<V>)),
  };
}

export interface GraphqlQueryOptions {
  enabled?: boolean;
  /** 0: show the cached answer and ask again on each mount. */
  staleTime?: number;
  /** The answer belongs to the signed-in reader: a session change removes it (removeReaderQueries). */
  perReader?: boolean;
}

export function useGraphqlQuery<R, V>(
  document: TypedDocumentString<R, V>,
  variables: V | undefined,
  { perReader, ...options }: GraphqlQueryOptions = {},
) {
  return useQuery({
    ...graphqlQuery(document, ...([variables] as VariablesArg<V>)),
    ...options,
    ...(perReader ? { meta: PER_READER } : {}),
  });
}

export function useGraphqlMutation<R, V>(document: TypedDocumentString<R, V>) {
  return useMutation({ mutationFn: (variables: V) => graphqlRequest(document, ...([variables] as VariablesArg<V>)) });
}

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
