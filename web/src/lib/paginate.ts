// Paging of docs/product.md: page size 5 (gift, coin purchase and usage history lists).
export const PAGE_SIZE = 5;

export function pageCount(total: number, size = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The items of 1-based `page` (clamped to the existing pages). */
export function paginate<T>(items: readonly T[], page: number, size = PAGE_SIZE): T[] {
  const p = Math.min(Math.max(1, Math.floor(page) || 1), pageCount(items.length, size));
  return items.slice((p - 1) * size, p * size);
}
