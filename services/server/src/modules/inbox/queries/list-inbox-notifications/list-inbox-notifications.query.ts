import { Query } from '@nestjs/cqrs';
import type { CatalogLanguage } from '../../../catalog/index.js';
import type { InboxNotification } from '../../inbox.read-model.js';

/** The notifications due for a reader (or, without one, the catalog's for everyone), in `lang`: unread first. */
export class ListInboxNotificationsQuery extends Query<InboxNotification[]> {
  constructor(
    readonly userId: string | null,
    readonly lang: CatalogLanguage = 'en',
  ) {
    super();
  }
}
