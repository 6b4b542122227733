import { Query } from '@nestjs/cqrs';

/** An account as operators see it (never its password hash or Google subject). */
export interface FoundUser {
  id: string;
  email: string;
  fullName: string;
  status: 'active' | 'deactivated';
}

/** For operators (the CLI): the account with this id, or with this email in any case; null when none. */
export class FindUserQuery extends Query<FoundUser | null> {
  constructor(readonly idOrEmail: string) {
    super();
  }
}
