import { randomUUID } from 'node:crypto';
import { isUniqueViolation } from '../../../../platform/database/pg-errors.js';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { Clock } from '../../../../platform/clock/clock.js';
import { PG_POOL, withTransaction } from '../../../../platform/database/pg-pool.js';
import { emailTaken, signupTokenInvalid } from '../../domain/identity.errors.js';
import { IDENTITY_RULES } from '../../domain/identity.rules.js';
import { TOKEN_SHAPE, tokenHash } from '../../infra/identity-crypto.js';
import { PasswordHasher } from '../../infra/password-hasher.js';
import { USER_COLUMNS, type UserRow } from '../../infra/user-row.js';
import { AccountsService } from '../../accounts.service.js';
import { SignUpCommand } from './sign-up.command.js';

/**
 * The address was verified recently by the holder of this sign-up token and not yet used; sign-up
 * uses the mark (and so the token) up.
 */
const VERIFIED_SIGNUP_SQL = `SELECT full_name FROM public.identity_email_codes
    WHERE email = $1 AND purpose = 'signup' AND verified_at IS NOT NULL AND verified_at > $2 AND signup_token_hash = $3 FOR UPDATE`;

/**
 * Needs an address verified by verify-mail in the last 30 minutes and the sign-up token that
 * verify-mail answered for it (docs/product.md, The REST calls): whoever else knows the address cannot finish the
 * sign-up. One account per address.
 */
@CommandHandler(SignUpCommand)
export class SignUpHandler implements ICommandHandler<SignUpCommand> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly clock: Clock,
    private readonly hasher: PasswordHasher,
    private readonly accounts: AccountsService,
  ) {}

  async execute({ email, fullName, password, signupToken }: SignUpCommand): Promise<UserRow> {
    if (!TOKEN_SHAPE.test(signupToken)) throw signupTokenInvalid();
    const now = this.clock.now();
    const verifiedSince = new Date(now.getTime() - IDENTITY_RULES.signupAfterVerifyMs);
    const mark = [email, verifiedSince, tokenHash(signupToken)];
    const pre = await this.pool.query(VERIFIED_SIGNUP_SQL.replace(' FOR UPDATE', ''), mark);
    if (!pre.rowCount) throw signupTokenInvalid();
    const hash = await this.hasher.hash(password);
    try {
      return await withTransaction(this.pool, async (c) => {
        const held = await c.query(VERIFIED_SIGNUP_SQL, mark);
        if (!held.rowCount) throw signupTokenInvalid();
        const id = randomUUID();
        const { rows } = await c.query<UserRow>(
          `INSERT INTO public.identity_users (id, email, full_name, password_hash, password_changed_at, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $5, $5) RETURNING ${USER_COLUMNS}`,
          [id, email, fullName, hash, now],
        );
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
