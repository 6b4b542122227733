import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { AppProvider } from './provider.js';
import { AppRouter } from './router.js';
import { SubmissionModal } from '../features/submission/components/submission-modal.js';

/** `router`: the routes under a router; the browser's by default (the server renders with its own). */
export function App({ queryClient, router = <AppRouter /> }: { queryClient?: QueryClient; router?: ReactNode }) {
  return (
    <AppProvider queryClient={queryClient}>
      {router}
      <SubmissionModal />
    </AppProvider>
  );
}
