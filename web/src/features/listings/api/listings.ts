// Listing queries (GraphQL, schema/graphql/schema.graphql): daily, free, genre, ranking, tag and
// the genre list for the tabs; their types are generated (src/gql).
import type { GqlComicCard } from '../../../api/comic-fields.js';
import { graphql } from '../../../gql/index.js';
import type { TypedDocumentString } from '../../../gql/graphql.js';
import { useGraphqlQuery } from '../../../lib/graphql.js';

export type { ComicSort, RankingPeriod } from '../../../gql/graphql.js';

export const LIST_LIMIT = 60;

export const DAILY_QUERY = graphql(`
  query Daily($day: String!, $limit: Int!) { dailyComics(day: $day, limit: $limit) { items { ...ComicCard } total offset limit } }
`);
export const FREE_QUERY = graphql(`
  query Free($genre: String, $limit: Int!) { freeComics(genre: $genre, limit: $limit) { items { ...ComicCard } total offset limit } }
`);
export const GENRE_QUERY = graphql(`
  query Genre($genre: String, $limit: Int!) { genreComics(genre: $genre, limit: $limit) { items { ...ComicCard } total offset limit } }
`);
export const RANKING_QUERY = graphql(`
  query Ranking($period: RankingPeriod!, $limit: Int!) { ranking(period: $period, limit: $limit) { items { ...ComicCard } total offset limit } }
`);
export const TAG_QUERY = graphql(`
  query Tag($tag: String!, $sort: ComicSort!, $limit: Int!) { tagComics(tag: $tag, sort: $sort, limit: $limit) { items { ...ComicCard } total offset limit } }
`);
const GENRES_QUERY = graphql(`query Genres { genres }`);

/** Runs one listing query (LIST_LIMIT comics); `pick` takes the page out of the result. */
export function useComicList<R, V extends { limit: number }>(
  document: TypedDocumentString<R, V>,
  variables: Omit<V, 'limit'>,
  pick: (r: R) => { items: GqlComicCard[] },
) {
  const q = useGraphqlQuery(document, { limit: LIST_LIMIT, ...variables } as V);
  return { comics: q.data ? pick(q.data).items : [], fetching: q.isFetching, error: q.error };
}

export function useGenres() {
  return useGraphqlQuery(GENRES_QUERY, undefined).data?.genres ?? [];
}
