/** A byte count in the unit that reads best (B, KB, MB, GB; 1 KB = 1024 B), one decimal from MB up. */
export function byteUnits(bytes: number): { unit: 'b' | 'kb' | 'mb' | 'gb'; n: string } {
  if (bytes < 1024) return { unit: 'b', n: String(Math.max(0, Math.round(bytes))) };
  if (bytes < 1024 ** 2) return { unit: 'kb', n: String(Math.round(bytes / 1024)) };
  if (bytes < 1024 ** 3) return { unit: 'mb', n: (bytes / 1024 ** 2).toFixed(1) };
  return { unit: 'gb', n: (bytes / 1024 ** 3).toFixed(1) };
}
