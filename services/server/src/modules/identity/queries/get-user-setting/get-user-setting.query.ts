import { Query } from '@nestjs/cqrs';
import type { UserSettingView } from '../../accounts.service.js';

/** The user's notification and language settings (made with their defaults on first read). */
export class GetUserSettingQuery extends Query<UserSettingView> {
  constructor(readonly userId: string) {
    super();
  }
}
