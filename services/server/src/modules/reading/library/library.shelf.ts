import { validationError } from '../../../platform/errors/domain-error.js';
import type { ComicOut } from '../../catalog/index.js';
import { READING_MESSAGES } from '../reading.messages.js';

/** Library filters (spec §2): Manga = comics without teamAssignment, Vender = with one. */
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

export function checkPaging(page: number, pageSize: number): void {
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(pageSize) || pageSize < 1 || pageSize > SHELF_PAGE_MAX) {
    throw validationError(READING_MESSAGES.badShelfPaging(SHELF_PAGE_MAX));
  }
}

/** The comics of a page, by id, in the order of the page (hidden between the two reads: left out). */
export const byId = (comics: readonly ComicOut[]) => new Map(comics.map((c) => [c.id, c]));
