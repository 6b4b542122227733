/**
 * Which stored images are private: pages of episodes that are not free. An episode is free as
 * EpisodeAccess decides it (`free`, or `coin` at price 0). An image whose bytes are also used
 * publicly — a free episode's page, a cover, thumbnail, banner, slide, gift or about image — stays
 * public: those bytes reach anyone anyway. Only stored files (`uploads/…`) are listed; absolute
 * URLs are served by someone else. Paths are kept lower-case (stored names are lower-case hex).
 */
const FREE = `(e.monetization = 'free' OR (e.monetization = 'coin' AND e.coin_price <= 0))`;
const PAGES = `catalog_episodes e CROSS JOIN LATERAL jsonb_to_recordset(e.content) AS p(image text)`;

/** Rewrites catalog_private_uploads from the catalog tables; run in the transaction that changed them. */
export const REFRESH_PRIVATE_UPLOADS_SQL = `
  WITH private AS (
    SELECT lower(p.image) AS path FROM ${PAGES} WHERE NOT ${FREE} AND p.image LIKE 'uploads/%'
    EXCEPT
    SELECT lower(x) FROM (
      SELECT p.image FROM ${PAGES} WHERE ${FREE}
      UNION ALL SELECT thumbnail FROM catalog_comics
      UNION ALL SELECT cover_image FROM catalog_comics
      UNION ALL SELECT cover_image FROM catalog_episodes
      UNION ALL SELECT image FROM catalog_banners
      UNION ALL SELECT image FROM catalog_slides
      UNION ALL SELECT image FROM catalog_gifts
      UNION ALL SELECT banner FROM catalog_about
      UNION ALL SELECT vision FROM catalog_about
    ) AS public_uses(x) WHERE x IS NOT NULL
  ),
  gone AS (DELETE FROM catalog_private_uploads u WHERE NOT EXISTS (SELECT 1 FROM private WHERE private.path = u.path))
  INSERT INTO catalog_private_uploads (path) SELECT path FROM private ON CONFLICT (path) DO NOTHING`;
