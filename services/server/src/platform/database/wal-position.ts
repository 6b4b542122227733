/**
 * A WAL position (an LSN, PostgreSQL's `pg_lsn`: two hex halves, `16/B374D848`) as a bigint, so
 * positions compare and subtract (bytes of WAL between them).
 */
export type WalPosition = bigint;

const LSN = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i;

/** The position of `pg_lsn` text, or undefined when the text is not one. */
export function parseWalPosition(text: unknown): WalPosition | undefined {
  if (typeof text !== 'string') return undefined;
  const m = LSN.exec(text);
  if (!m) return undefined;
  return (BigInt(`0x${m[1]}`) << 32n) | BigInt(`0x${m[2]}`);
}

/** `pg_lsn` text of a position (upper-case hex, as PostgreSQL prints it). */
export function formatWalPosition(p: WalPosition): string {
  return `${(p >> 32n).toString(16).toUpperCase()}/${(p & 0xffffffffn).toString(16).toUpperCase()}`;
}

export const laterPosition = (a: WalPosition | undefined, b: WalPosition | undefined): WalPosition | undefined =>
  a === undefined ? b : b === undefined ? a : a > b ? a : b;
