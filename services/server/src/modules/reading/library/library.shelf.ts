import { Query } from '@nestjs/cqrs';
import { validationError } from '../../../platform/errors/domain-error.js';
import type { CatalogLanguage, ComicOut } from '../../catalog/index.js';
import { READING_MESSAGES } from '../reading.messages.js';

/** Library filters (docs/product.md): Manga = comics without teamAssignment, Vender = with one. */
export type LibraryFilter = 'all' | 'manga' | 'vendor';

export interface ShelfPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const SHELF_PAGE_SIZE = 20;
/** The largest shelf page (`pageSize`); the operation cost counts a shelf's items by it (ListSize). */
export const SHELF_PAGE_MAX = 100;

/** One page (from 1) of a My Library shelf for a reader, its comics' texts in `lang`. */
export abstract class LibraryShelfQuery<T> extends Query<ShelfPage<T>> {
  constructor(
    readonly userId: string,
    readonly page: number,
    readonly pageSize: number,
    readonly filter: LibraryFilter = 'all',
    readonly lang: CatalogLanguage = 'en',
  ) {
    super();
  }
}

/** What a shelf's statement is asked for: the reader's entries under the filter at `now` (the Clock), `limit` of them from `offset`. */
export interface ShelfWindow {
  userId: string;
  filter: LibraryFilter;
  now: Date;
  offset: number;
  limit: number;
}

/** Which comics a shelf holds, one page of them in its order, how many in all, and the instant it was read at. */
export interface ShelfKeys<T> {
  rows: T[];
  total: number;
  now: Date;
}

/** The window of the page a shelf query asks for; a page below 1 or a size outside 1..SHELF_PAGE_MAX is refused. */
export function shelfWindow({ userId, filter, page, pageSize }: LibraryShelfQuery<unknown>, now: Date): ShelfWindow {
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(pageSize) || pageSize < 1 || pageSize > SHELF_PAGE_MAX) {
    throw validationError(READING_MESSAGES.badShelfPaging(SHELF_PAGE_MAX));
  }
  return { userId, filter, now, offset: (page - 1) * pageSize, limit: pageSize };
}

/**
 * The shelf page: an entry per key, in the shelf's order, with its comic (`comics`, by id); a
 * comic hidden between the two reads is left out.
 */
export function shelfPage<K extends { comicId: string }, T>(
  { page, pageSize }: LibraryShelfQuery<T>,
  { rows, total }: ShelfKeys<K>,
  comics: ReadonlyMap<string, ComicOut>,
  entry: (key: K, comic: ComicOut) => T,
): ShelfPage<T> {
  return {
    total,
    page,
    pageSize,
    items: rows.flatMap((key) => {
      const comic = comics.get(key.comicId);
      return comic ? [entry(key, comic)] : [];
    }),
  };
}
