/**
 * Which stored images are private: pages of episodes that are not free. An episode is free as
 * EpisodeAccess decides it (`free`, or `coin` at price 0). An image whose bytes are also used
 * publicly stays public, from the moment that use is public: a cover, thumbnail, banner, slide,
 * gift or about image at once; a free episode's page only once that episode is published, of a
 * published comic, and released (`public_from`, its release date). Until then its bytes reach
 * nobody unsigned. Only stored files (`uploads/…`) are listed; absolute URLs are served by
 * someone else. Paths are kept lower-case (stored names are lower-case hex).
 */
const FREE = `(e.monetization = 'free' OR (e.monetization = 'coin' AND e.coin_price <= 0))`;
const PAGES = `catalog_episodes e CROSS JOIN LATERAL jsonb_to_recordset(e.content) AS p(image text)`;

/** Rewrites catalog_private_uploads from the catalog tables; run in the transaction that changed them. */
export const REFRESH_PRIVATE_UPLOADS_SQL = `
  WITH paid AS (
    SELECT DISTINCT lower(p.image) AS path FROM ${PAGES} WHERE NOT ${FREE} AND p.image LIKE 'uploads/%'
  ),
  public_uses AS (
    SELECT lower(p.image) AS path, e.release_date AS public_from
      FROM ${PAGES} JOIN catalog_comics c ON c.id = e.comic_id
     WHERE ${FREE} AND e.status = 'publish' AND c.status = 'publish'
    UNION ALL
    SELECT lower(x), '-infinity'::timestamptz FROM (
      SELECT thumbnail FROM catalog_comics
      UNION ALL SELECT cover_image FROM catalog_comics
      UNION ALL SELECT cover_image FROM catalog_episodes
      UNION ALL SELECT image FROM catalog_banners
      UNION ALL SELECT image FROM catalog_slides
      UNION ALL SELECT image FROM catalog_gifts
      UNION ALL SELECT banner FROM catalog_about
      UNION ALL SELECT vision FROM catalog_about
    ) AS always_public(x) WHERE x IS NOT NULL
  ),
  private AS (
    SELECT paid.path, min(u.public_from) AS public_from
      FROM paid LEFT JOIN public_uses u ON u.path = paid.path
     GROUP BY paid.path
    HAVING min(u.public_from) IS DISTINCT FROM '-infinity'::timestamptz
  ),
  gone AS (DELETE FROM catalog_private_uploads u WHERE NOT EXISTS (SELECT 1 FROM private WHERE private.path = u.path))
  INSERT INTO catalog_private_uploads (path, public_from) SELECT path, public_from FROM private
  ON CONFLICT (path) DO UPDATE SET public_from = excluded.public_from`;
