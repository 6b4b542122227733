// The content call (docs/product.md, The REST calls get-all-content) shared by search and comic detail's gifts, with the
// list filtering of docs/product.md: only comics that are not scheduled and have status 'publish'.
import { useAtomValue } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { detailed, rest, type RestAnswer } from '../lib/rest.js';
import { useQueryFailure, useQueryState } from '../lib/query-client.js';
import { credentialsAtom } from '../stores/session.js';

export { searchComics, visibleComics, type Comic } from './content-filter.js';
import { visibleComics, type Comic } from './content-filter.js';

export const ALL_CONTENT_KEY = ['all-content'] as const;

/**
 * The get-all-content answer, one cache entry that several screens read (each names the fields
 * it uses in `R`). Own manga come as allComics, vendor series as allSeries (the server's split).
 */
export function useContent<R extends object>(enabled = true, opts: { onError?: (e: unknown) => void } = {}) {
  const credentials = useAtomValue(credentialsAtom);
  const q = useQuery({
    queryKey: ALL_CONTENT_KEY,
    queryFn: () => detailed<RestAnswer<'get', '/api/get-all-content'> & R>(rest.GET('/api/get-all-content', { token: credentials?.token })),
    enabled,
  });
  useQueryFailure(ALL_CONTENT_KEY, q, opts.onError);
  return useQueryState(q, enabled);
}

export function useAllContent(enabled = true, opts: { onError?: (e: unknown) => void } = {}) {
  const q = useContent<{ allComics?: Comic[]; allSeries?: Comic[] }>(enabled, opts);
  return { ...q, comics: visibleComics([...(q.data?.allComics ?? []), ...(q.data?.allSeries ?? [])]) };
}
