import type pg from 'pg';
import type { StoredWidth } from './image-store.js';

/**
 * Keeps the widths of each stored image that has more than one in catalog_image_widths (the API's
 * `…Widths` fields read them). Returns how many entries were added or changed.
 */
export async function saveImageWidths(c: pg.PoolClient, widths: ReadonlyMap<string, readonly StoredWidth[]>): Promise<number> {
  const several = [...widths].filter(([, ws]) => ws.length > 1);
  if (!several.length) return 0;
  const { rowCount } = await c.query(
    `INSERT INTO catalog_image_widths (path, widths) SELECT * FROM unnest($1::text[], $2::jsonb[])
     ON CONFLICT (path) DO UPDATE SET widths = EXCLUDED.widths WHERE catalog_image_widths.widths IS DISTINCT FROM EXCLUDED.widths`,
    [several.map(([p]) => p), several.map(([, ws]) => JSON.stringify(ws))],
  );
  return rowCount ?? 0;
}
