import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles/index.css';
// The Download button and the offline notices sit on landing pages too: their styles come with the
// base stylesheet, not as one more sheet of their own on every page that shows them.
import './components/offline/offline.css';
import { App } from './app/app.js';
import { preloadRoute } from './app/route-preload.js';
import { adoptServerRender, claimInlineStylesheets } from './app/server-rendered.js';
import { newGraphqlClient } from './app/graphql-provider.js';
import { startLanguage, storedLanguage } from './lib/i18n/index.js';
import { storedCredentials } from './lib/storage.js';

const container = document.getElementById('root')!;
// A visitor's landing page may come rendered, with its data (app/server-rendered.ts).
const serverData = adoptServerRender(container);
const graphql = newGraphqlClient(storedCredentials()?.userId ?? null, storedLanguage(), serverData ?? undefined);
claimInlineStylesheets();
// The first render waits for the landing page's chunk (at most a second: see route-preload.ts) and
// for the stored language's texts (Mongolian is a chunk of its own).
void Promise.all([preloadRoute(window.location.pathname, graphql.client), startLanguage()]).then(() => {
  const app = (
    <StrictMode>
      <App graphql={graphql} />
    </StrictMode>
  );
  // Hydrating as a transition lets React yield to the browser between components: the page is
  // already painted, and a tap meanwhile is replayed once its part is hydrated.
  if (serverData)
    startTransition(() => {
      hydrateRoot(container, app);
    });
  else createRoot(container).render(app);
});

// The service worker (ADR 0067) in a production build, once the page has loaded: its install
// fetches the whole precache, which must not compete with the page's own requests.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => {
    import('./app/service-worker.js').then((m) => m.registerServiceWorker()).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
