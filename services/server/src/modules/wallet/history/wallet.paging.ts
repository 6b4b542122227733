/** Account-page lists show 5 entries a page (docs/product.md). */
export const WALLET_PAGE_SIZE = 5;

export interface WalletPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
