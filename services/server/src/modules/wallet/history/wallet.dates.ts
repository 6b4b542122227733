/** ISO-8601 for the APIs, or `fallback` when there is no date. */
export function isoOr<T extends string | null>(d: Date | string | null | undefined, fallback: T): string | T {
  return d ? new Date(d).toISOString() : fallback;
}
