// The search panel's comics (GraphQL `searchComics`): published comics whose title or a tag
// contains the text, any case (docs/product.md search panel); a failure shows its message as a toast.
import { graphql } from '../../../gql/index.js';
import type { SearchComicsQuery } from '../../../gql/graphql.js';
import { useGraphqlQuery } from '../../../lib/graphql.js';
import { notify } from '../../../lib/toast.js';

/** As many as the server lists in one page (COMIC_PAGE_MAX). */
const SEARCH_RESULTS = 100;

const SEARCH_QUERY = graphql(`
  query SearchComics($text: String!, $limit: Int!) { searchComics(text: $text, limit: $limit) { items { ...ComicCard } } }
`);

export type FoundComic = SearchComicsQuery['searchComics']['items'][number];

/** The comics for `text` (trimmed, not empty); nothing asked while `enabled` is false. */
export function useComicSearch(text: string, enabled: boolean) {
  const q = useGraphqlQuery(SEARCH_QUERY, { text, limit: SEARCH_RESULTS }, { enabled: enabled && text !== '', onError: notify.failure });
  return { ...q, comics: q.data?.searchComics.items };
}
