// Listing queries (GraphQL, schema/graphql/schema.graphql): daily, free, genre, ranking, tag and
// the genre list for the tabs; their types are generated (src/gql). A listing shows LIST_LIMIT
// comics and then 'Show more' for the next LIST_LIMIT, while the server's total says there are more.
import type { GqlComicCard } from '../../../api/comic-fields.js';
import { graphql } from '../../../gql/index.js';
import type { TypedDocumentString } from '../../../gql/graphql.js';
import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { graphqlKey, graphqlRequest, useGraphqlQuery } from '../../../lib/graphql.js';

import type { ComicSort } from '../../../gql/graphql.js';
export type { ComicSort, RankingPeriod } from '../../../gql/graphql.js';

export const LIST_LIMIT = 60;

export const DAILY_QUERY = graphql(`
  query Daily($day: String!, $limit: Int!, $offset: Int!) { dailyComics(day: $day, limit: $limit, offset: $offset) { items { ...ComicCard } total offset limit } }
`);
export const FREE_QUERY = graphql(`
  query Free($genre: String, $limit: Int!, $offset: Int!) { freeComics(genre: $genre, limit: $limit, offset: $offset) { items { ...ComicCard } total offset limit } }
`);
export const GENRE_QUERY = graphql(`
  query Genre($genre: String, $limit: Int!, $offset: Int!) { genreComics(genre: $genre, limit: $limit, offset: $offset) { items { ...ComicCard } total offset limit } }
`);
export const RANKING_QUERY = graphql(`
  query Ranking($period: RankingPeriod!, $limit: Int!, $offset: Int!) { ranking(period: $period, limit: $limit, offset: $offset) { items { ...ComicCard } total offset limit } }
`);
export const TAG_QUERY = graphql(`
  query Tag($tag: String!, $sort: ComicSort!, $reversed: Boolean!, $limit: Int!, $offset: Int!) { tagComics(tag: $tag, sort: $sort, reversed: $reversed, limit: $limit, offset: $offset) { items { ...ComicCard } total offset limit } }
`);
export const TAG_NAME_QUERY = graphql(`query TagName($tag: String!) { tagName(tag: $tag) }`);
const GENRES_QUERY = graphql(`query Genres { genres }`);

export type SortOrder = 'asc' | 'desc';

/** Each sort's own direction on the server: most read and newest first (descending), titles A–Z (ascending). */
const OWN_ORDER: Record<ComicSort, SortOrder> = { POPULAR: 'desc', NEWEST: 'desc', TITLE: 'asc' };

/** The order a sort shows without a chosen one: its own (titles A–Z). */
export const defaultOrder = (sort: ComicSort): SortOrder => OWN_ORDER[sort];

/** Whether the server reverses the sort's own order to list it in `order` (tagComics `reversed`). */
export const reversedFor = (sort: ComicSort, order: SortOrder): boolean => order !== OWN_ORDER[sort];

/** The tag in the reader's language, as the tag chips show it; the address's tag until it is known. */
export function useTagName(tag: string): string {
  return useGraphqlQuery(TAG_NAME_QUERY, { tag }, { enabled: tag !== '' }).data?.tagName ?? tag;
}

interface ListPage {
  items: GqlComicCard[];
  total: number;
  offset: number;
}

/**
 * Runs one listing query a page of LIST_LIMIT comics at a time; `pick` takes the page out of the
 * result. `more` asks for the next page while the server's total says there is one.
 */
export function useComicList<R, V extends { limit: number; offset: number }>(
  document: TypedDocumentString<R, V>,
  variables: Omit<V, 'limit' | 'offset'>,
  pick: (r: R) => ListPage,
) {
  const q = useInfiniteQuery({
    queryKey: [...graphqlKey(document, variables), 'pages'],
    queryFn: ({ pageParam }) => graphqlRequest(document, { ...variables, limit: LIST_LIMIT, offset: pageParam } as V),
    initialPageParam: 0,
    getNextPageParam: (last: R) => {
      const page = pick(last);
      const next = page.offset + page.items.length;
      return page.items.length > 0 && next < page.total ? next : undefined;
    },
  });
  // A comic that moved between two pages' reads (a ranking changing meanwhile) is shown once.
  const comics = useMemo(() => {
    const byId = new Map<string, GqlComicCard>();
    for (const page of q.data?.pages ?? []) for (const c of pick(page).items) if (!byId.has(c.id)) byId.set(c.id, c);
    return [...byId.values()];
  }, [q.data]); // `pick` only reads the page's field: not a dependency
  return {
    comics,
    fetching: q.isFetching && !q.isFetchingNextPage,
    error: q.error,
    more: q.hasNextPage
      ? () => {
          void q.fetchNextPage();
        }
      : undefined,
    loadingMore: q.isFetchingNextPage,
  };
}

export function useGenres() {
  return useGraphqlQuery(GENRES_QUERY, undefined).data?.genres ?? [];
}
