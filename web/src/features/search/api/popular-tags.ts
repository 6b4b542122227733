// Popular tags (docs/product.md, The REST calls get-popular-tag); a failure shows its message as a toast (docs/product.md).
import { useQuery } from '@tanstack/react-query';
import { detailed, rest, type Detailed, type RestAnswer } from '../../../lib/rest.js';
import { useQueryFailure, useQueryState } from '../../../lib/query-client.js';
import { notify } from '../../../lib/toast.js';

type PopularTags = Detailed<RestAnswer<'get', '/api/get-popular-tag'>, { popularTags?: Array<{ tag: string }> }>;
const POPULAR_TAGS_KEY = ['popular-tags'] as const;

export function usePopularTags(enabled: boolean) {
  const q = useQuery({ queryKey: POPULAR_TAGS_KEY, queryFn: () => detailed<PopularTags>(rest.GET('/api/get-popular-tag')), enabled });
  useQueryFailure(POPULAR_TAGS_KEY, q, notify.failure);
  const state = useQueryState(q, enabled);
  return {
    ...state,
    tags: (q.data?.popularTags ?? []).map((t) => t?.tag).filter((t): t is string => typeof t === 'string' && t.length > 0),
  };
}
