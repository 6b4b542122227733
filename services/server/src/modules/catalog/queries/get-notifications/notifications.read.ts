import type { Queryable } from '../../../../platform/database/pg-pool.js';
import { notFound } from '../../../../platform/errors/domain-error.js';
import { isUuid } from '../../catalog.ids.js';
import type { CatalogLanguage } from '../../catalog.language.js';
import { notificationOut, type NotificationOut } from '../../read-model/catalog.rows.js';

/** The notifications whose schedule has come by `now`, newest first. */
export async function notificationsDue(db: Queryable, now: Date, lang: CatalogLanguage = 'en'): Promise<NotificationOut[]> {
  const { rows } = await db.query('SELECT * FROM catalog_notifications WHERE schedule <= $1 ORDER BY schedule DESC', [now]);
  return rows.map((r) => notificationOut(r, lang));
}

/** One notification whose schedule has come by `now`; 404 CATALOG.NOTIFICATION_NOT_FOUND otherwise. */
export async function notificationDue(db: Queryable, id: string, now: Date, lang: CatalogLanguage = 'en'): Promise<NotificationOut> {
  if (!isUuid(id)) throw notFound('Notification', 'CATALOG.NOTIFICATION_NOT_FOUND');
  const {
    rows: [r],
  } = await db.query('SELECT * FROM catalog_notifications WHERE id = $2::uuid AND schedule <= $1', [now, id.toLowerCase()]);
  if (!r) throw notFound('Notification', 'CATALOG.NOTIFICATION_NOT_FOUND');
  return notificationOut(r, lang);
}
