import { Query } from '@nestjs/cqrs';
import type { CatalogLanguage } from '../../../catalog/index.js';
import type { InboxNotification } from '../../inbox.read-model.js';

/** One notification the reader (or a visitor) may see, in `lang`; 404 for unknown, not yet due or another's. */
export class GetInboxNotificationQuery extends Query<InboxNotification> {
  constructor(
    readonly userId: string | null,
    readonly notificationId: string,
    readonly lang: CatalogLanguage = 'en',
  ) {
    super();
  }
}
