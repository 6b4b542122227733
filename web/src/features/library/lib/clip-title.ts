// docs/product.md: library titles are cut to 15 characters plus an ellipsis.
export const LIBRARY_TITLE_MAX = 15;

export function clipTitle(title: string, max = LIBRARY_TITLE_MAX): string {
  const chars = [...title];
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : title;
}
