// Popular tags (GraphQL `popularTags`); a failure shows its message as a toast (docs/product.md).
import { graphql } from '../../../gql/index.js';
import { useGraphqlQuery } from '../../../lib/graphql.js';
import { notify } from '../../../lib/toast.js';

const POPULAR_TAGS_QUERY = graphql(`
  query PopularTags { popularTags }
`);

export function usePopularTags(enabled: boolean) {
  const q = useGraphqlQuery(POPULAR_TAGS_QUERY, undefined, { enabled, onError: notify.failure });
  return { ...q, tags: (q.data?.popularTags ?? []).filter((t) => t.length > 0) };
}
