import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/index.css';
import { App } from './app/app.js';
import { preloadRoute } from './app/route-preload.js';
import { createQueryClient } from './lib/query-client.js';
import { startLanguage } from './lib/i18n/index.js';

const queryClient = createQueryClient();
// The first render waits for the landing page's chunk (at most a second: see route-preload.ts) and
// for the stored language's texts (Mongolian is a chunk of its own).
void Promise.all([preloadRoute(window.location.pathname, queryClient), startLanguage()]).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
});
