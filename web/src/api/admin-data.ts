// Admin data (docs/product.md, The REST calls get-admin-data): the social media links shown in the account menu and footer,
// and the support address the server mails contact requests to.
import { useQuery } from '@tanstack/react-query';
import { detailed, rest, type Detailed, type RestAnswer } from '../lib/rest.js';
import { useQueryFailure } from '../lib/query-client.js';

export interface SocialMedia {
  facebook?: string;
  instagram?: string;
  linkedin?: string;
  youtube?: string;
  telegram?: string;
}
type AdminData = Detailed<
  RestAnswer<'get', '/api/get-admin-data'>,
  { adminData?: { socialMedia?: SocialMedia; supportEmail?: string } | null }
>;

const ADMIN_DATA_KEY = ['admin-data'] as const;
export const adminDataQuery = { queryKey: ADMIN_DATA_KEY, queryFn: () => detailed<AdminData>(rest.GET('/api/get-admin-data')) };

export function useAdminData(opts: { onError?: (e: unknown) => void } = {}) {
  const q = useQuery(adminDataQuery);
  useQueryFailure(ADMIN_DATA_KEY, q, opts.onError);
  return { ...q, socialMedia: q.data?.adminData?.socialMedia ?? null, supportEmail: q.data?.adminData?.supportEmail ?? null };
}
