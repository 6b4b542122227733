// Finding one comic's entry on a paged My Library shelf (Unlocked, Recent): the shelves have no
// per-comic read, so pages are asked in order until the entry turns up or the shelf ends.

export interface ShelfPage<T> {
  items: readonly T[];
  total: number;
}

/**
 * The first item `matches` accepts on pages `from`, `from + 1`, … of a shelf of `pageSize` a page;
 * undefined once a page comes back empty or the shelf's `total` is passed.
 */
export async function findOnShelf<T>(
  page: (n: number) => Promise<ShelfPage<T>>,
  matches: (item: T) => boolean,
  pageSize: number,
  from = 1,
): Promise<T | undefined> {
  for (let n = from; ; n++) {
    const { items, total } = await page(n);
    const found = items.find(matches);
    if (found !== undefined) return found;
    if (items.length === 0 || n * pageSize >= total) return undefined;
  }
}

/** Whether a shelf's first page leaves pages after it to look through. */
export const hasLaterPages = (first: ShelfPage<unknown>, pageSize: number): boolean => first.items.length > 0 && first.total > pageSize;
