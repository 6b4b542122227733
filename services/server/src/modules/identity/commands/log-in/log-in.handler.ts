import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { PG_POOL } from '../../../../platform/database/pg-pool.js';
import { DomainError } from '../../../../platform/errors/domain-error.js';
import { accountDeactivated, invalidCredentials } from '../../domain/identity.errors.js';
import { loginAttempts } from '../../infra/identity-metrics.js';
import { PasswordHasher } from '../../infra/password-hasher.js';
import { USER_COLUMNS, type UserRow } from '../../infra/user-row.js';
import { SessionsService } from '../../sessions.service.js';
import { LogInCommand } from './log-in.command.js';

/** Unknown email, wrong password and password-less accounts look the same. */
@CommandHandler(LogInCommand)
export class LogInHandler implements ICommandHandler<LogInCommand> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsService,
  ) {}

  async execute({ email, password, device }: LogInCommand): Promise<{ token: string; user: UserRow }> {
    try {
      const out = await this.checkAndOpen(email, password, device);
      loginAttempts.inc({ result: 'ok' });
      return out;
    } catch (e) {
      const code = e instanceof DomainError ? e.code : '';
      loginAttempts.inc({
        result:
          code === 'IDENTITY.INVALID_CREDENTIALS'
            ? 'invalid'
            : code === 'IDENTITY.ACCOUNT_DEACTIVATED'
              ? 'deactivated'
              : code === 'IDENTITY.DEVICE_LIMIT'
                ? 'device_limit'
                : code === 'IDENTITY.BUSY'
                  ? 'busy'
                  : 'error',
      });
      throw e;
    }
  }

  private async checkAndOpen(email: string, password: string, device: string): Promise<{ token: string; user: UserRow }> {
    const { rows } = await this.pool.query<UserRow>(`SELECT ${USER_COLUMNS} FROM public.identity_users WHERE lower(email) = $1`, [email]);
    const user = rows[0];
    if (!user || !user.password_hash) {
      await this.hasher.verifyDummy(password);
      throw invalidCredentials();
    }
    if (!(await this.hasher.verify(user.password_hash, password))) throw invalidCredentials();
    if (user.status !== 'active') throw accountDeactivated();
    const token = await this.sessions.openSession(user.id, device, user.password_hash);
    return { token, user };
  }
}
