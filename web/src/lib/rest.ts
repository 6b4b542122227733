// The REST helper for {api} = /api (docs/product.md, The REST calls, docs/product.md, The REST calls), typed by the server's OpenAPI
// document (schema/openapi.json → src/api/openapi.d.ts, `npm run openapi -w web`): a call names a
// documented path and method, and its parameters, body and answer are the document's. Paths are
// filled in by openapi-fetch's serializer; the request goes through apiFetch (the browser's fetch,
// or the server's in-process one when it renders a page). Authenticated calls carry the `Token`
// header; an answer counts as successful only when `success === true` (docs/product.md), else ApiError.
import { defaultPathSerializer, type ParamsOption, type RequestBodyOption } from 'openapi-fetch';
import type { paths } from '../api/openapi.js';
import { interfaceCode } from './locale.js';
import { storedCredentials } from './storage.js';
import { apiFetch } from './api-fetch.js';
import { serverErrorText } from './i18n/server-errors.js';

export const DEFAULT_ERROR = 'An error occurred';

/** A refused or failed REST call: the server's message and stable code (`WALLET.INSUFFICIENT_COINS`), the HTTP status, the body. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Method = 'get' | 'post' | 'put' | 'delete';
/** The documented paths that take `M` (`/api/get-user-data/{userId}` for 'get'). */
export type RestPath<M extends Method> = { [P in keyof paths]: paths[P] extends Record<M, object> ? P : never }[keyof paths];
type Operation<M extends Method, P extends RestPath<M>> = paths[P][M];

/** The success answer the document gives an operation (its 200 JSON: the envelope and the call's fields). */
export type RestAnswer<M extends Method, P extends RestPath<M>> =
  Operation<M, P> extends { responses: { 200: { content: { 'application/json': infer A } } } } ? A : never;

type DocumentedBody<Op> = RequestBodyOption<Op> extends { body?: infer B } ? B : never;
/** The documented JSON body, or FormData for the multipart calls of docs/product.md, The REST calls (update-user with its photo, buy-coin-pack). */
type BodyOption<Op> = [DocumentedBody<Op>] extends [never] | [undefined] ? { body?: never } : { body: DocumentedBody<Op> | FormData };

export type RestInit<Op> = ParamsOption<Op> &
  BodyOption<Op> & {
    /** An explicit token; `auth: true` uses the stored one. */
    token?: string;
    auth?: boolean;
    headers?: Record<string, string>;
    signal?: AbortSignal;
    /** For calls that must outlive the page (reading progress, docs/product.md). */
    keepalive?: boolean;
  };
type InitArg<Op> = object extends RestInit<Op> ? [init?: RestInit<Op>] : [init: RestInit<Op>];
/** What every call's init is, whatever the operation. */
type AnyInit = Omit<RestInit<unknown>, 'body' | 'params'> & { body?: unknown; params?: { path?: Record<string, unknown> } };

/** Documented keys, without the envelope's open `[key: string]` ones. */
type KnownKeys<A> = keyof { [K in keyof A as string extends K ? never : K]: 0 };
type OpenKeys<A> = [Exclude<KnownKeys<A>, 'success' | 'message'>] extends [never] ? PropertyKey : KnownKeys<A>;

/**
 * A documented answer with the client's reading of fields the document leaves open (`{ type:
 * 'object' }`, arrays without items). `D` may only name fields the document lists, unless it lists
 * none beyond the envelope (get-all-content, get-comic-data).
 */
export type Detailed<A, D extends { [K in keyof D]: K extends OpenKeys<A> ? unknown : never }> = {
  [K in keyof A as K extends keyof D ? never : K]: A[K];
} & D;

/** Fields the server answers that its document does not list: named, so they are found and documented. */
export type Undocumented<T extends object> = T;

/** A call's answer read as its `Detailed<…>` type (the document types those fields only as open objects and arrays). */
export const detailed = <T>(answer: Promise<unknown>) => answer as Promise<T>;

async function call(method: Method, path: string, init: AnyInit = {}): Promise<unknown> {
  // The catalog answers its texts in the reader's language (the interface language).
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': interfaceCode(), ...init.headers };
  const token = init.token ?? (init.auth ? storedCredentials()?.token : undefined);
  if (token) headers.Token = token;
  let body: BodyInit | undefined;
  if (init.body instanceof FormData) body = init.body;
  else if (init.body !== undefined) {
    body = JSON.stringify(init.body);
    headers['content-type'] = 'application/json';
  }
  const pathParams = init.params?.path;
  const res = await apiFetch(pathParams ? defaultPathSerializer(path, pathParams) : path, {
    method: method.toUpperCase(),
    headers,
    body,
    signal: init.signal,
    keepalive: init.keepalive,
    credentials: 'same-origin',
    // index.html preloads some anonymous GETs (`<link rel="preload" as="fetch" crossorigin>`, cors
    // mode), and Chromium hands a preloaded response to a fetch of the same URL, mode and
    // credentials mode whatever its headers. A call with a Token asks in same-origin mode (the
    // API is same-origin, docs/product.md, The REST calls), so it can never be given the anonymous answer.
    mode: token ? 'same-origin' : 'cors',
  });
  let parsed: unknown = null;
  const text = await res.text();
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
  }
  const envelope = (parsed && typeof parsed === 'object' ? parsed : {}) as { success?: unknown; message?: unknown; code?: unknown };
  if (envelope.success !== true) {
    const message = typeof envelope.message === 'string' && envelope.message ? envelope.message : DEFAULT_ERROR;
    throw new ApiError(message, res.status, typeof envelope.code === 'string' ? envelope.code : undefined, parsed);
  }
  return parsed;
}

const method =
  <M extends Method>(m: M) =>
  <P extends RestPath<M>>(path: P, ...[init]: InitArg<Operation<M, P>>) =>
    call(m, path, init as AnyInit) as Promise<RestAnswer<M, P>>;

/** `rest.GET('/api/get-user-data/{userId}', { params: { path: { userId } }, token })`: resolves with the answer when `success === true`, otherwise throws ApiError. */
export const rest = { GET: method('get'), POST: method('post'), PUT: method('put'), DELETE: method('delete') };

/** The text a toast shows for a failure (docs/product.md): the server message, the error's own, or the default. */
export function errorMessage(error: unknown, fallback = DEFAULT_ERROR): string {
  if (error instanceof Error && error.message)
    return error instanceof ApiError ? serverErrorText(error.code, error.message) : error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}
