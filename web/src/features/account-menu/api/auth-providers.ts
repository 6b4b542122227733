// Which sign-in providers the server offers: GET /api/auth/providers → { success, google }.
// A failed call means "none": the Google option stays hidden.
import { rest } from '../../../lib/rest.js';
import { useQuery } from '../../../lib/query.js';

const fetchProviders = () => rest<{ google?: boolean }>('/auth/providers');

export function useAuthProviders() {
  const q = useQuery('auth-providers', fetchProviders);
  return { google: q.data?.google === true };
}
