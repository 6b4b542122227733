import { Query } from '@nestjs/cqrs';
import type { UserRow } from '../../infra/user-row.js';

/** The signed-in user's account (404 IDENTITY.USER_NOT_FOUND when there is none). */
export class GetSignedInUserQuery extends Query<UserRow> {
  constructor(readonly userId: string) {
    super();
  }
}
