// Date formats of spec §9: long US style (plan expiry, gifts, account) and yy.mm.dd (episode list).

function toDate(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

const longUs = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** "November 23, 2026"; '' for a missing or invalid date. */
export function formatLongUS(value: Date | string | number | null | undefined): string {
  const d = toDate(value);
  return d ? longUs.format(d) : '';
}

/** "26.11.23" (local calendar day); '' for a missing or invalid date. */
export function formatYYMMDD(value: Date | string | number | null | undefined): string {
  const d = toDate(value);
  if (!d) return '';
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getFullYear() % 100)}.${two(d.getMonth() + 1)}.${two(d.getDate())}`;
}
