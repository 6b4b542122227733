import { Query } from '@nestjs/cqrs';
import type { UserRow } from '../../infra/user-row.js';
import type { LoginDevice } from '../../sessions.service.js';
import type { ExtrasLanguage, UserDataExtrasPart } from '../../user-data.extras.js';

export interface AccountOverview {
  user: UserRow;
  devices: LoginDevice[];
  extras: UserDataExtrasPart;
}

/** Everything the client loads about the signed-in user (docs/product.md, The REST calls get-user-data). */
export class GetAccountOverviewQuery extends Query<AccountOverview> {
  constructor(
    readonly userId: string,
    readonly lang?: ExtrasLanguage,
  ) {
    super();
  }
}
