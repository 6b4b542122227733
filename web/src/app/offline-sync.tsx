// Offline reading's upkeep for the signed-in reader (lib/offline/offline-sync.ts, a chunk
// of its own loaded once the page is idle): at start, on a change of reader and whenever the
// browser comes back online — other readers' data deleted, ended windows deleted, queued progress
// sent, windows renewed. Coming back online, Graphcache's offline exchange asks again, silently,
// for what failed while offline (lib/graphql-client.ts).
import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { credentialsAtom } from '../stores/session.js';
import { mayHoldOfflineData } from '../lib/offline/db-name.js';

const idle = (run: () => void) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 1000);
};

export function OfflineSync() {
  const credentials = useAtomValue(credentialsAtom);
  useEffect(() => {
    if (typeof indexedDB === 'undefined') return;
    let live = true;
    // A browser with no offline database has nothing to sweep, send or renew: the code stays unloaded.
    const sync = () =>
      void mayHoldOfflineData(credentials?.userId ?? null)
        .then((some) => (some && live ? import('../lib/offline/offline-sync.js') : undefined))
        .then((m) => (m && live ? m.syncOffline(credentials) : undefined))
        .catch(() => undefined);
    idle(sync);
    const onOnline = () => sync();
    window.addEventListener('online', onOnline);
    return () => {
      live = false;
      window.removeEventListener('online', onOnline);
    };
  }, [credentials]);
  return null;
}
