// Whether the browser says it has a network (navigator.onLine and its online/offline events).
// Rendered on the server it is online.
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/** A failure that is a missing network rather than an answer (fetch's TypeError, no HTTP status). */
export function isNetworkFailure(error: unknown): boolean {
  if (!error) return false;
  if (!isOnline()) return true;
  const e = error as { status?: unknown; networkError?: unknown; name?: unknown };
  return e.name === 'TypeError' || (e.name === 'GraphqlError' && !!e.networkError);
}
