import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AccountLanguagePort } from '../../catalog/index.js';
import { AccountsService } from '../accounts.service.js';

/** The catalog asks which language a signed-in reader reads its texts in: the account's setting. */
@QueryHandler(AccountLanguagePort)
export class AccountLanguageHandler implements IQueryHandler<AccountLanguagePort> {
  constructor(private readonly accounts: AccountsService) {}

  async execute({ userId }: AccountLanguagePort): Promise<'english' | 'mongolian' | null> {
    return this.accounts.language(userId);
  }
}
