import { Optional } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AccountsService } from '../../accounts.service.js';
import { SessionsService } from '../../sessions.service.js';
import { NO_EXTRAS, UserDataExtras } from '../../user-data.extras.js';
import { GetAccountOverviewQuery, type AccountOverview } from './get-account-overview.query.js';

/** The account and its login devices, plus what other contexts own (the UserDataExtras port, when provided). */
@QueryHandler(GetAccountOverviewQuery)
export class GetAccountOverviewHandler implements IQueryHandler<GetAccountOverviewQuery> {
  constructor(
    private readonly accounts: AccountsService,
    private readonly sessions: SessionsService,
    @Optional() private readonly extras?: UserDataExtras,
  ) {}

  async execute({ userId, lang }: GetAccountOverviewQuery): Promise<AccountOverview> {
    const [user, devices, extras] = await Promise.all([
      this.accounts.requireUser(userId),
      this.sessions.devices(userId),
      this.extras ? this.extras.forUser(userId, lang) : NO_EXTRAS,
    ]);
    return { user, devices, extras };
  }
}
