import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MemberContactQuery, type MemberContact } from '../../../membership/index.js';
import { AccountsService } from '../../accounts.service.js';

/** Membership's billing mails ask where to write: the account's address and language (none once deactivated). */
@QueryHandler(MemberContactQuery)
export class GetMemberContactHandler implements IQueryHandler<MemberContactQuery> {
  constructor(private readonly accounts: AccountsService) {}

  async execute({ userId }: MemberContactQuery): Promise<MemberContact | null> {
    const user = await this.accounts.findById(userId);
    if (!user || user.status !== 'active') return null;
    const settings = await this.accounts.settings(userId);
    return { email: user.email, language: settings.language };
  }
}
