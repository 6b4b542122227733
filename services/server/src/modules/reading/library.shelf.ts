import { validationError } from '../../platform/errors/domain-error.js';
import type { ComicOut } from '../catalog/index.js';
import { READING_MESSAGES } from './reading.messages.js';

/** Library filters (spec §2): Manga = comics without teamAssignment, Vender = with one. */
export type LibraryFilter = 'all' | 'manga' | 'vendor';

export interface ShelfPage<T> { items: T[]; total: number; page: number; pageSize: number }

export const SHELF_PAGE_SIZE = 20;

export function checkPaging(page: number, pageSize: number): void {
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) {
    throw validationError(READING_MESSAGES.badShelfPaging);
  }
}

export const inFilter = (c: Pick<ComicOut, 'teamAssignment'>, filter: LibraryFilter) =>
  filter === 'all' || (filter === 'manga' ? !c.teamAssignment : !!c.teamAssignment);

export function pageOf<T>(all: T[], page: number, pageSize: number): ShelfPage<T> {
  return { items: all.slice((page - 1) * pageSize, page * pageSize), total: all.length, page, pageSize };
}
