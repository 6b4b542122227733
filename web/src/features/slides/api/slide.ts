// A home slide's rich-text page (GraphQL `homeSlide`: its image and sanitised ckEditorData).
import { graphql } from '../../../gql/index.js';
import { useGraphqlQuery } from '../../../lib/graphql.js';

const SLIDE_QUERY = graphql(`
  query HomeSlide($id: String!) { homeSlide(id: $id) { id image url ckEditorData } }
`);

/** The slide `id`, or nothing asked while `id` is null. */
export function useSlide(id: string | null) {
  const q = useGraphqlQuery(SLIDE_QUERY, { id: id ?? '' }, { enabled: id !== null });
  return { ...q, slide: q.data?.homeSlide ?? null };
}
