// Admin data (spec §7 get-admin-data): the social media links shown in the account menu and footer,
// and the support address the server mails contact requests to.
import { rest } from '../lib/rest.js';
import { useQuery } from '../lib/query.js';

export interface SocialMedia { facebook?: string; instagram?: string; linkedin?: string; youtube?: string; telegram?: string }
interface AdminDataResponse { adminData?: { socialMedia?: SocialMedia; supportEmail?: string } | null }

const fetchAdminData = () => rest<AdminDataResponse>('/get-admin-data');

export function useAdminData(opts: { onError?: (e: unknown) => void } = {}) {
  const q = useQuery('admin-data', fetchAdminData, opts);
  return { ...q, socialMedia: q.data?.adminData?.socialMedia ?? null, supportEmail: q.data?.adminData?.supportEmail ?? null };
}
