// Admin data (spec §7 get-admin-data): the social media links shown in the account menu and footer,
// and the support address the server mails contact requests to.
import { useQuery } from '@tanstack/react-query';
import { rest } from '../lib/rest.js';
import { useQueryFailure } from '../lib/query-client.js';

export interface SocialMedia {
  facebook?: string;
  instagram?: string;
  linkedin?: string;
  youtube?: string;
  telegram?: string;
}
interface AdminDataResponse {
  adminData?: { socialMedia?: SocialMedia; supportEmail?: string } | null;
}

const ADMIN_DATA_KEY = ['admin-data'] as const;
export const adminDataQuery = { queryKey: ADMIN_DATA_KEY, queryFn: () => rest<AdminDataResponse>('/get-admin-data') };

export function useAdminData(opts: { onError?: (e: unknown) => void } = {}) {
  const q = useQuery(adminDataQuery);
  useQueryFailure(ADMIN_DATA_KEY, q, opts.onError);
  return { ...q, socialMedia: q.data?.adminData?.socialMedia ?? null, supportEmail: q.data?.adminData?.supportEmail ?? null };
}
