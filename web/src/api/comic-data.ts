// get-comic-data/{slug or id} (docs/product.md, The REST calls), read by comic detail and by the reader (to find an
// episode's id by its number). One cache key for both, so whichever asks first (or the entry's
// route preload) answers the other: each feature reads the fields it needs from the same answer.
import type { QueryClient } from '@tanstack/react-query';
import { detailed, rest, type RestAnswer } from '../lib/rest.js';

export const comicDataKey = (slug: string) => ['comic-data', slug] as const;

/** The answer, with the fields the reading feature names in `T` (the document lists none beyond the envelope). */
export const getComicData = <T extends object>(slug: string) =>
  detailed<RestAnswer<'get', '/api/get-comic-data/{comicId}'> & T>(
    rest.GET('/api/get-comic-data/{comicId}', { params: { path: { comicId: slug } } }),
  );

/**
 * Marks the cached detail of one comic stale (its like and share counts changed), under whichever
 * slug or id it was read.
 */
export function invalidateComicData(client: QueryClient, comicId: string): Promise<void> {
  return client.invalidateQueries({
    queryKey: ['comic-data'],
    predicate: (q) => q.queryKey[1] === comicId || (q.state.data as { comic?: { _id?: string } } | undefined)?.comic?._id === comicId,
  });
}
