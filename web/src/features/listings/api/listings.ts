// Listing queries (GraphQL, schema/graphql/schema.graphql): daily, free, genre, ranking, tag and
// the genre list for the tabs; their types are generated (src/gql). A listing shows LIST_LIMIT
// comics and then 'Show more' for the next LIST_LIMIT, while the server's total says there are more.
import type { GqlComicCard } from '../../../api/comic-fields.js';
import { graphql } from '../../../gql/index.js';
import type { TypedDocumentString } from '../../../gql/graphql.js';
import { useMemo, useState } from 'react';
import type { Client } from '@urql/core';
import { graphqlRequest, operationName, useGraphqlClient, useGraphqlQuery, type GraphqlError } from '../../../lib/graphql.js';

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

/** Where the page after `page` starts, while the server's total says there is one. */
const nextOffset = (page: ListPage | undefined) =>
  page && page.items.length > 0 && page.offset + page.items.length < page.total ? page.offset + page.items.length : undefined;

/** The offsets of the pages each listing has shown after its first, per client: a revisit shows them again, from the cache. */
const shownOffsets = new WeakMap<Client, Map<string, number[]>>();

interface LaterPages {
  list: string;
  pages: ListPage[];
  loading: boolean;
  error?: GraphqlError;
}

/**
 * Runs one listing query a page of LIST_LIMIT comics at a time; `pick` takes the page out of the
 * result. The first page is a query of its own (cached, and rendered by the server); `more` asks
 * for the next page while the server's total says there is one.
 */
export function useComicList<R, V extends { limit: number; offset: number }>(
  document: TypedDocumentString<R, V>,
  variables: Omit<V, 'limit' | 'offset'>,
  pick: (r: R) => ListPage,
) {
  const client = useGraphqlClient();
  const list = `${operationName(document)} ${JSON.stringify(variables)}`;
  const at = (offset: number) => ({ ...variables, limit: LIST_LIMIT, offset }) as V;
  const first = useGraphqlQuery(document, at(0));
  /** The later pages this client has shown of `list` and still has cached, in order. */
  const cached = (): LaterPages => {
    const pages: ListPage[] = [];
    for (const offset of shownOffsets.get(client)?.get(list) ?? []) {
      const data = client.readQuery<R>(document.toString(), at(offset))?.data;
      if (!data) break;
      pages.push(pick(data));
    }
    return { list, pages, loading: false };
  };
  const [state, setState] = useState(cached);
  let later = state;
  if (state.list !== list) setState((later = cached()));
  const pages = first.data ? [pick(first.data), ...later.pages] : [];
  const next = nextOffset(pages.at(-1));
  // A comic that moved between two pages' reads (a ranking changing meanwhile) is shown once.
  const comics = useMemo(() => {
    const byId = new Map<string, GqlComicCard>();
    for (const page of pages) for (const c of page.items) if (!byId.has(c.id)) byId.set(c.id, c);
    return [...byId.values()];
  }, [first.data, later.pages]); // `pages` is made of these
  const more = async (offset: number) => {
    setState((s) => (s.list === list ? { ...s, loading: true, error: undefined } : s));
    try {
      const page = pick(await graphqlRequest(client, document, at(offset)));
      const byList = shownOffsets.get(client) ?? new Map<string, number[]>();
      shownOffsets.set(client, byList);
      byList.set(list, [...(byList.get(list) ?? []), offset]);
      setState((s) => (s.list === list ? { list, pages: [...s.pages, page], loading: false } : s));
    } catch (e) {
      setState((s) => (s.list === list ? { ...s, loading: false, error: e as GraphqlError } : s));
    }
  };
  return {
    comics,
    fetching: first.fetching,
    error: first.error ?? later.error,
    more: next === undefined ? undefined : () => void more(next),
    loadingMore: later.loading,
  };
}

export function useGenres() {
  return useGraphqlQuery(GENRES_QUERY, undefined).data?.genres ?? [];
}
