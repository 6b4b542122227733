// The REST helper for {api} = /api (spec §7, contract §2 and §6). Authenticated calls carry the
// `Token` header; a response counts as successful only when `success === true` (spec §5/§8).
import { interfaceCode } from './locale.js';
import { storedCredentials } from './storage.js';
import { apiFetch } from './api-fetch.js';
import { serverErrorText } from './i18n/server-errors.js';

export const API_BASE = '/api';
export const DEFAULT_ERROR = 'An error occurred';

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

export interface RestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** JSON-encoded unless it is FormData (multipart calls of spec §7). */
  body?: unknown;
  /** An explicit token; `auth: true` uses the stored one. */
  token?: string;
  auth?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** For calls that must outlive the page (reading progress, spec §4). */
  keepalive?: boolean;
}

export type Success<T> = T & { success: true; message?: string };

/** Calls `{api}{path}`; resolves with the body when `success === true`, otherwise throws ApiError. */
export async function rest<T = Record<string, unknown>>(path: string, opts: RestOptions = {}): Promise<Success<T>> {
  // The catalog answers its texts in the reader's language (the interface language).
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': interfaceCode(), ...opts.headers };
  const token = opts.token ?? (opts.auth ? storedCredentials()?.token : undefined);
  if (token) headers.Token = token;
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers['content-type'] = 'application/json';
  }
  const res = await apiFetch(API_BASE + path, {
    method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    signal: opts.signal,
    keepalive: opts.keepalive,
    credentials: 'same-origin',
    // index.html preloads some anonymous GETs (`<link rel="preload" as="fetch" crossorigin>`, cors
    // mode), and Chromium hands a preloaded response to a fetch of the same URL, mode and
    // credentials mode whatever its headers. A call with a Token asks in same-origin mode (the
    // API is same-origin, contract §2), so it can never be given the anonymous answer.
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
  return parsed as Success<T>;
}

/** The text a toast shows for a failure (spec §8): the server message, the error's own, or the default. */
export function errorMessage(error: unknown, fallback = DEFAULT_ERROR): string {
  if (error instanceof Error && error.message)
    return error instanceof ApiError ? serverErrorText(error.code, error.message) : error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}
