// Popular tags (spec §7 get-popular-tag); a failure shows its message as a toast (spec §8).
import { rest } from '../../../lib/rest.js';
import { useQuery } from '../../../lib/query.js';
import { notify } from '../../../lib/toast.js';

interface PopularTagResponse { popularTags?: Array<{ tag: string }> }
const fetchTags = () => rest<PopularTagResponse>('/get-popular-tag');

export function usePopularTags(enabled: boolean) {
  const q = useQuery(enabled ? 'popular-tags' : null, fetchTags, { onError: (e) => notify.failure(e) });
  return { ...q, tags: (q.data?.popularTags ?? []).map((t) => t?.tag).filter((t): t is string => typeof t === 'string' && t.length > 0) };
}
