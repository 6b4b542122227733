import type { ReactNode } from 'react';
import type { GraphqlClient } from '../lib/graphql-client.js';
import { AppProvider } from './provider.js';
import { AppRouter } from './router.js';
import { SubmissionModal } from '../features/submission/components/submission-modal.js';

/** `router`: the routes under a router; the browser's by default (the server renders with its own). */
export function App({ graphql, router = <AppRouter /> }: { graphql?: GraphqlClient; router?: ReactNode }) {
  return (
    <AppProvider graphql={graphql}>
      {router}
      <SubmissionModal />
    </AppProvider>
  );
}
