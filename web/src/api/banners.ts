// Active banners (GraphQL `banners`: only those whose window holds now, the server filters), one
// per listing page (daily, free, genre, ranking); one query serves every page.
import { graphql } from '../gql/index.js';
import { useGraphqlQuery } from '../lib/graphql.js';

const BANNERS_QUERY = graphql(`
  query Banners { banners { id page image url } }
`);

export function usePageBanner(page: string) {
  return useGraphqlQuery(BANNERS_QUERY, undefined).data?.banners.find((b) => b.page === page) ?? null;
}
