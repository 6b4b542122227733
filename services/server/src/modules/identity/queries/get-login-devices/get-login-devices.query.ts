import { Query } from '@nestjs/cqrs';
import type { LoginDevice } from '../../sessions.service.js';

/** The devices with a live session (at most 5), oldest first (docs/product.md Manage Devices). */
export class GetLoginDevicesQuery extends Query<LoginDevice[]> {
  constructor(readonly userId: string) {
    super();
  }
}
