// The content call (spec §7 get-all-content) shared by search and the browsing screens, with the
// list filtering of spec §4: only comics that are not scheduled and have status 'publish'.
import { useCallback } from 'react';
import { useAtomValue } from 'jotai';
import { rest } from '../lib/rest.js';
import { useQuery } from '../lib/query.js';
import { credentialsAtom } from '../stores/session.js';

export { searchComics, visibleComics, type Comic } from './content-filter.js';
import { visibleComics, type Comic } from './content-filter.js';

/** Own manga come as allComics, vendor series as allSeries (the server's split); search covers both. */
interface ContentResponse { allComics?: Comic[]; allSeries?: Comic[] }

export function useAllContent(enabled = true, opts: { onError?: (e: unknown) => void } = {}) {
  const credentials = useAtomValue(credentialsAtom);
  const fetcher = useCallback(() => rest<ContentResponse>('/get-all-content', { token: credentials?.token }), [credentials]);
  const q = useQuery(enabled ? 'all-content' : null, fetcher, opts);
  return { ...q, comics: visibleComics([...(q.data?.allComics ?? []), ...(q.data?.allSeries ?? [])]) };
}
