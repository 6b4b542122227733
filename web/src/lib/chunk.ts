// Lazily split route chunks (docs/product.md): a failed or slow chunk load is reported with a toast
// naming the failure type and the file address; a load that takes more than 120 s fails as a
// 'timeout' (the time-out webpack-era clients had for chunk requests).
import { lazy, type ComponentType } from 'react';
import i18n from './i18n/index.js';
import { notify } from './toast.js';

export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(
    readonly type: string,
    readonly url: string,
    cause?: unknown,
  ) {
    super(`Loading chunk failed. (${type}: ${url})`, { cause });
    this.name = 'ChunkLoadError';
  }
}

function describe(error: unknown): { type: string; url: string } {
  const message = error instanceof Error ? error.message : String(error);
  const url = /(https?:\/\/[^\s'"]+|\/assets\/[^\s'"]+)/.exec(message)?.[1] ?? 'unknown';
  const type = error instanceof TypeError ? 'missing' : error instanceof Error ? error.name.toLowerCase() : 'error';
  return { type, url };
}

/** Runs a dynamic import with the 120 s time-out; a failure is toasted and rethrown as ChunkLoadError. */
export function loadChunk<T>(importer: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError('timeout', 'unknown')), timeoutMs);
  });
  return Promise.race([importer(), timeout]).then(
    (m) => {
      clearTimeout(timer);
      return m;
    },
    (error: unknown) => {
      clearTimeout(timer);
      const failure = error instanceof ChunkLoadError ? error : new ChunkLoadError(describe(error).type, describe(error).url, error);
      notify.error(i18n.t('errors.chunk', { type: failure.type, url: failure.url }), { toastId: `chunk:${failure.url}` });
      throw failure;
    },
  );
}

const arrived = new WeakMap<() => Promise<unknown>, unknown>();

/**
 * Imports a page's chunk (what router.tsx exports for route-preload.ts) and remembers the module,
 * so that lazyPage renders that page without suspending once it has arrived.
 */
export function importPage<M>(importer: () => Promise<M>): Promise<M> {
  return importer().then((m) => {
    arrived.set(importer, m);
    return m;
  });
}

/**
 * React.lazy over one named export of a module, loaded through loadChunk. When the chunk has
 * already arrived (route-preload.ts started it beside the app shell, index.html hinted it), the
 * page renders in the first pass: React.lazy takes a thenable that resolves synchronously. A page
 * that suspends instead shows its layout's fallback, and React then holds the page back until that
 * fallback has been up 300 ms (its throttle for revealing retried content).
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(importer: () => Promise<M>, name: K) {
  return lazy(() => {
    const m = arrived.get(importer) as M | undefined;
    const page = (mod: M) => ({ default: mod[name] as ComponentType });
    if (m) return { then: (resolve: (v: { default: ComponentType }) => void) => resolve(page(m)) } as Promise<{ default: ComponentType }>;
    return loadChunk(() => importPage(importer)).then(page);
  });
}
