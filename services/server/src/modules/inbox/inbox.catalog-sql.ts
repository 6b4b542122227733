import { COMIC_PUBLIC, GIFT_VALID } from '../catalog/index.js';

/**
 * The set-based reads of the catalog's tables that the release scan and the planner make. They
 * read the catalog's publication state for every episode at once, in the transaction that records
 * what was seen, which no per-item lookup can do; they apply the same rules as the catalog's own
 * queries (a comic is public when published and not scheduled; an episode when it is published
 * and released; a rental gift while its expiry day (UTC) is not past). $1 is now.
 */

/** Live episodes with whether a reader can read them free now (a free episode, or a valid rental gift for it). */
export const LIVE_EPISODES_SQL = `
  SELECT e.id, e.comic_id,
    (e.monetization = 'free' OR EXISTS (SELECT 1 FROM public.catalog_gifts g WHERE g.type = 'rental' AND g.episode_id = e.id AND ${GIFT_VALID})) AS free
  FROM public.catalog_episodes e JOIN public.catalog_comics c ON c.id = e.comic_id
  WHERE ${COMIC_PUBLIC} AND e.status = 'publish' AND e.release_date <= $1`;

/** Release times still ahead of published episodes (each gets a scan job at that time). */
export const FUTURE_RELEASES_SQL = `
  SELECT DISTINCT e.release_date AS at FROM public.catalog_episodes e JOIN public.catalog_comics c ON c.id = e.comic_id
  WHERE ${COMIC_PUBLIC} AND e.status = 'publish' AND e.release_date > $1`;

export const CATALOG_NOTIFICATIONS_SQL = 'SELECT id, schedule FROM public.catalog_notifications';
