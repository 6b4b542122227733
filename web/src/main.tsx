import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/index.css';
import { App } from './app/app.js';
import { preloadRoute } from './app/route-preload.js';
import { createGraphqlClient } from './lib/urql.js';

const graphql = createGraphqlClient();
preloadRoute(window.location.pathname, graphql);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App graphql={graphql} />
  </StrictMode>,
);
