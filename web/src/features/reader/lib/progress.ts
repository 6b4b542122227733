// Reading progress of docs/product.md: the scroll position as a rounded percentage on a 0..100 scale
// (100 means Completed), and the scroll offset that puts the reader back at a percentage.
export function scrollPercent(scrollY: number, scrollHeight: number, viewportHeight: number): number {
  const range = scrollHeight - viewportHeight;
  if (!(range > 0)) return 100;
  return Math.min(100, Math.max(0, Math.round((scrollY / range) * 100)));
}

export function offsetForPercent(percent: number, scrollHeight: number, viewportHeight: number): number {
  const range = Math.max(0, scrollHeight - viewportHeight);
  return Math.round((Math.min(100, Math.max(0, percent)) / 100) * range);
}

/** Pages in order of sequence (docs/product.md Episode reader). */
export function orderedPages<P extends { sequence: number }>(pages: readonly P[] | null | undefined): P[] {
  return [...(pages ?? [])].sort((a, b) => a.sequence - b.sequence);
}
