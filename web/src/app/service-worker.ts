// The service worker (src/sw/sw.ts, served as /sw.js; ADR 0067), registered by main.tsx in a
// production build after the first page is painted: this module and workbox-window are a chunk of
// their own, off the first render's path. A new version is never swapped in under the reader: it
// waits, the update prompt says so, and only its Reload button activates it (SKIP_WAITING) and
// reloads the page once the new worker controls it.
import { Workbox } from 'workbox-window';
import { showUpdatePrompt } from './update-prompt.js';

export const SERVICE_WORKER_URL = '/sw.js';
/** How often an open page asks whether a new version was deployed (browsers ask on navigations only). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

export async function registerServiceWorker(): Promise<void> {
  const wb = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
  wb.addEventListener('waiting', () => {
    showUpdatePrompt(() => {
      let reloading = false;
      navigator.serviceWorker.addEventListener('controllerchange', () => {
        if (reloading) return;
        reloading = true;
        window.location.reload();
      });
      wb.messageSkipWaiting();
    });
  });
  const registration = await wb.register({ immediate: true });
  if (!registration) return;
  let checked = Date.now();
  const check = () => {
    if (document.visibilityState !== 'visible' || Date.now() - checked < UPDATE_CHECK_MS) return;
    checked = Date.now();
    void registration.update().catch(() => undefined);
  };
  document.addEventListener('visibilitychange', check);
  setInterval(check, UPDATE_CHECK_MS);
}
