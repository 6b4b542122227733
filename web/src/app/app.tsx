import type { QueryClient } from '@tanstack/react-query';
import { AppProvider } from './provider.js';
import { AppRouter } from './router.js';
import { SubmissionModal } from '../features/submission/components/submission-modal.js';

export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <AppProvider queryClient={queryClient}>
      <AppRouter />
      <SubmissionModal />
    </AppProvider>
  );
}
