// Listing queries (GraphQL, schema/graphql/schema.graphql): daily, free, genre, ranking, tag, the
// genre list for the tabs, and the writer-independent comic page shape.
import { useQuery as useGql } from 'urql';
import { COMIC_CARD_FIELDS, type GqlComicPage } from '../../../api/comic-fields.js';

export const LIST_LIMIT = 60;
const PAGE = `items { ${COMIC_CARD_FIELDS} } total offset limit`;

export const DAILY_QUERY = `query Daily($day: String!, $limit: Int!) { dailyComics(day: $day, limit: $limit) { ${PAGE} } }`;
export const FREE_QUERY = `query Free($genre: String, $limit: Int!) { freeComics(genre: $genre, limit: $limit) { ${PAGE} } }`;
export const GENRE_QUERY = `query Genre($genre: String, $limit: Int!) { genreComics(genre: $genre, limit: $limit) { ${PAGE} } }`;
export const RANKING_QUERY = `query Ranking($period: RankingPeriod!, $limit: Int!) { ranking(period: $period, limit: $limit) { ${PAGE} } }`;
export const TAG_QUERY = `query Tag($tag: String!, $sort: ComicSort!, $limit: Int!) { tagComics(tag: $tag, sort: $sort, limit: $limit) { ${PAGE} } }`;
export const GENRES_QUERY = 'query Genres { genres }';

export type ComicSort = 'POPULAR' | 'NEWEST' | 'TITLE';
export type RankingPeriod = 'ALL' | 'WEEK' | 'DAY';

export interface DailyResult { dailyComics: GqlComicPage }
export interface FreeResult { freeComics: GqlComicPage }
export interface GenreResult { genreComics: GqlComicPage }
export interface RankingResult { ranking: GqlComicPage }
export interface TagResult { tagComics: GqlComicPage }
export interface GenresResult { genres: string[] }

/** Runs one listing query; `pick` takes the page out of the result. */
export function useComicList<R>(query: string, variables: Record<string, unknown>, pick: (r: R) => GqlComicPage) {
  const [res] = useGql<R>({ query, variables: { limit: LIST_LIMIT, ...variables } });
  return { comics: res.data ? pick(res.data).items : [], fetching: res.fetching, error: res.error };
}

export function useGenres() {
  const [res] = useGql<GenresResult>({ query: GENRES_QUERY });
  return res.data?.genres ?? [];
}
