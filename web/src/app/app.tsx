import { AppProvider } from './provider.js';
import { AppRouter } from './router.js';
import { SubmissionModal } from '../features/submission/components/submission-modal.js';

export function App() {
  return (
    <AppProvider>
      <AppRouter />
      <SubmissionModal />
    </AppProvider>
  );
}
