import { Query } from '@nestjs/cqrs';
import type { CachedRead } from '../../cache/cached-read.js';
import type { NotificationOut } from '../../read-model/catalog.rows.js';
import type { CatalogLanguage } from '../../catalog.language.js';

/** The notifications whose schedule has come, newest first. */
export class GetNotificationsQuery extends Query<NotificationOut[]> implements CachedRead<NotificationOut[]> {
  readonly cacheKey: string;
  constructor(
    readonly at?: Date,
    readonly lang: CatalogLanguage = 'en',
  ) {
    super();
    this.cacheKey = `notification:${lang}`;
  }
}

/** One notification whose schedule has come; 404 CATALOG.NOTIFICATION_NOT_FOUND otherwise. */
export class GetNotificationQuery extends Query<NotificationOut> implements CachedRead<NotificationOut> {
  readonly cacheKey: string;
  constructor(
    readonly id: string,
    readonly at?: Date,
    readonly lang: CatalogLanguage = 'en',
  ) {
    super();
    this.cacheKey = `notification:${id}:${lang}`;
  }
}
