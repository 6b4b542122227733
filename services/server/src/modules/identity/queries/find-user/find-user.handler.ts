import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ReadPool } from '../../../../platform/database/read-pool.js';
import { USER_COLUMNS, UUID_SHAPE, type UserRow } from '../../infra/user-row.js';
import { AccountsService } from '../../accounts.service.js';
import { FindUserQuery, type FoundUser } from './find-user.query.js';

/** A value shaped like a user id is looked up as one; anything else as an email. */
@QueryHandler(FindUserQuery)
export class FindUserHandler implements IQueryHandler<FindUserQuery> {
  constructor(
    private readonly pool: ReadPool,
    private readonly accounts: AccountsService,
  ) {}

  async execute({ idOrEmail }: FindUserQuery): Promise<FoundUser | null> {
    const user = UUID_SHAPE.test(idOrEmail) ? await this.accounts.findById(idOrEmail.toLowerCase()) : await this.byEmail(idOrEmail);
    return user ? { id: user.id, email: user.email, fullName: user.full_name, status: user.status } : null;
  }

  private async byEmail(email: string): Promise<UserRow | null> {
    const { rows } = await this.pool.query<UserRow>(`SELECT ${USER_COLUMNS} FROM public.identity_users WHERE lower(email) = lower($1)`, [
      email.trim(),
    ]);
    return rows[0] ?? null;
  }
}
