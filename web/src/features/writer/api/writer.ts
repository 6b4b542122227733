// The writer's comics (GraphQL writerComics).
import { useQuery as useGql } from 'urql';
import { COMIC_CARD_FIELDS, type GqlComicCard } from '../../../api/comic-fields.js';

export const WRITER_QUERY = `query Writer($writerName: String!) { writerComics(writerName: $writerName, limit: 100) { items { ${COMIC_CARD_FIELDS} description } total offset limit } }`;
export interface WriterComic extends GqlComicCard { description: string }
export interface WriterResult { writerComics: { items: WriterComic[]; total: number; offset: number; limit: number } }

export function useWriterComics(writerName: string) {
  const [res] = useGql<WriterResult>({ query: WRITER_QUERY, variables: { writerName } });
  return { comics: res.data?.writerComics.items ?? [], fetching: res.fetching };
}
