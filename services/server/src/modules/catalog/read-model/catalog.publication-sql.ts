/**
 * The publication rules of docs/product.md in SQL, with `now` from the injected Clock as $1: a comic is
 * public when status = publish and it is not scheduled; an episode when it is published and its
 * release date is not after now (its comic public too, joined by the query); a gift until the end
 * of its expiry date's UTC day (GIFT_OFFER_ENDS); a banner or slide while startDate ≤ now ≤ endDate.
 * The catalog's queries use them, and so do the set-based reads other contexts may make of the
 * catalog's tables (ADR 0027, ADR 0049), so the rules are written once.
 */
export const COMIC_PUBLIC = `(c.status = 'publish' AND NOT c.is_schedule)`;
export const EPISODE_PUBLIC = `(e.status = 'publish' AND e.release_date <= $1)`;
/** The last instant a gift may be claimed (the last millisecond of its expiry date's UTC day); the one gift-expiry rule. */
export const GIFT_OFFER_ENDS = `(((g.expiry_date AT TIME ZONE 'UTC')::date + 1)::timestamp AT TIME ZONE 'UTC' - interval '1 millisecond')`;
export const GIFT_VALID = `($1::timestamptz <= ${GIFT_OFFER_ENDS})`;
export const IN_WINDOW = (t: string) => `(${t}.start_date <= $1 AND $1 <= ${t}.end_date)`;
