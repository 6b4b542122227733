import type { Client } from 'urql';
import { AppProvider } from './provider.js';
import { AppRouter } from './router.js';
import { SubmissionModal } from '../features/submission/components/submission-modal.js';

export function App({ graphql }: { graphql?: Client }) {
  return (
    <AppProvider graphql={graphql}>
      <AppRouter />
      <SubmissionModal />
    </AppProvider>
  );
}
