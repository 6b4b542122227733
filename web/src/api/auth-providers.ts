// Which sign-in providers the server offers (GET /api/auth/providers → { success, google }), read
// by the login page and the account menu. A failed call means "none": the Google option stays hidden.
import { useQuery } from '@tanstack/react-query';
import { rest } from '../lib/rest.js';

export const authProvidersQuery = { queryKey: ['auth-providers'], queryFn: () => rest.GET('/api/auth/providers') };

export function useAuthProviders() {
  const q = useQuery(authProvidersQuery);
  return { google: q.data?.google === true };
}
