/**
 * The publication rules of spec §4 in SQL, with `now` from the injected Clock as $1: a comic is
 * public when status = publish and it is not scheduled; an episode when it is published and its
 * release date is not after now (its comic public too, joined by the query); a gift while its
 * expiry date (UTC day) is today or later; a banner or slide while startDate ≤ now ≤ endDate.
 * The catalog's queries use them, and so do the set-based reads other contexts may make of the
 * catalog's tables (ADR 0027, ADR 0049), so the rules are written once.
 */
export const COMIC_PUBLIC = `(c.status = 'publish' AND NOT c.is_schedule)`;
export const EPISODE_PUBLIC = `(e.status = 'publish' AND e.release_date <= $1)`;
export const GIFT_VALID = `((g.expiry_date AT TIME ZONE 'UTC')::date >= ($1::timestamptz AT TIME ZONE 'UTC')::date)`;
export const IN_WINDOW = (t: string) => `(${t}.start_date <= $1 AND $1 <= ${t}.end_date)`;
