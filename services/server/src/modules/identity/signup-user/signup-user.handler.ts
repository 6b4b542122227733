import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { Clock } from '../../../platform/clock/clock.js';
import { PG_POOL, withTransaction } from '../../../platform/database/pg-pool.js';
import { emailNotVerified, emailTaken } from '../domain/identity.errors.js';
import { IDENTITY_RULES } from '../domain/identity.rules.js';
import { PasswordHasher } from '../infra/password-hasher.js';
import { USER_COLUMNS, type UserRow } from '../infra/user-row.js';
import { AccountsService } from '../accounts.service.js';
import { SignupUserCommand } from './signup-user.command.js';

/** The address was verified recently and not yet used; sign-up uses the mark up. */
const VERIFIED_SIGNUP_SQL =
  `SELECT full_name FROM public.identity_email_codes
    WHERE email = $1 AND purpose = 'signup' AND verified_at IS NOT NULL AND verified_at > $2 FOR UPDATE`;

const isUniqueViolation = (e: unknown) => (e as { code?: string }).code === '23505';

/** Needs an address verified by verify-mail in the last 30 minutes; one account per address. */
@CommandHandler(SignupUserCommand)
export class SignupUserHandler implements ICommandHandler<SignupUserCommand> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly clock: Clock,
    private readonly hasher: PasswordHasher,
    private readonly accounts: AccountsService,
  ) {}

  async execute({ email, fullName, password }: SignupUserCommand): Promise<UserRow> {
    const now = this.clock.now();
    const verifiedSince = new Date(now.getTime() - IDENTITY_RULES.signupAfterVerifyMs);
    const pre = await this.pool.query(VERIFIED_SIGNUP_SQL.replace(' FOR UPDATE', ''), [email, verifiedSince]);
    if (!pre.rowCount) throw emailNotVerified();
    const hash = await this.hasher.hash(password);
    try {
      return await withTransaction(this.pool, async (c) => {
        const mark = await c.query(VERIFIED_SIGNUP_SQL, [email, verifiedSince]);
        if (!mark.rowCount) throw emailNotVerified();
        const id = randomUUID();
        const { rows } = await c.query<UserRow>(
          `INSERT INTO public.identity_users (id, email, full_name, password_hash, password_changed_at, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $5, $5) RETURNING ${USER_COLUMNS}`,
          [id, email, fullName, hash, now]);
        await this.accounts.ensureSettings(c, id);
        await c.query('DELETE FROM public.identity_email_codes WHERE email = $1', [email]);
        return rows[0]!;
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw emailTaken();
      throw e;
    }
  }
}
