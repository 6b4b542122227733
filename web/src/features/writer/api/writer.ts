// The writer's comics (GraphQL writerComics).
import { graphql } from '../../../gql/index.js';
import type { WriterQuery } from '../../../gql/graphql.js';
import { useGraphqlQuery } from '../../../lib/graphql.js';

const WRITER_QUERY = graphql(`
  query Writer($writerName: String!) { writerComics(writerName: $writerName, limit: 100) { items { ...ComicCard description } total offset limit } }
`);
export type WriterComic = WriterQuery['writerComics']['items'][number];

export function useWriterComics(writerName: string) {
  const q = useGraphqlQuery(WRITER_QUERY, { writerName });
  return { comics: q.data?.writerComics.items ?? [], fetching: q.fetching };
}
