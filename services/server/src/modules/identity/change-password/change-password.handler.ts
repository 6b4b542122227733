import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { Clock } from '../../../platform/clock/clock.js';
import { PG_POOL } from '../../../platform/database/pg-pool.js';
import { forbidden } from '../../../platform/errors/domain-error.js';
import { resetTokenInvalid, sessionEnded } from '../domain/identity.errors.js';
import { changePasswordInput, checkPasswordPair, isOtherUser, parseWith, requireFields } from '../domain/identity.inputs.js';
import { TOKEN_SHAPE, tokenHash } from '../infra/identity-crypto.js';
import { AccountsService } from '../accounts.service.js';
import { IDENTITY_MESSAGES } from '../identity.messages.js';
import { ChangePasswordCommand, type PasswordCaller, type PasswordForm } from './change-password.command.js';

/**
 * The owner is the signed-in user or the user of a live reset token (reset tokens are never
 * sessions: the session resolver does not know them). A `userId` sent in the form must be the
 * owner. The account page confirms the password with its own mismatch text; the forgot flow with
 * the set-password page's.
 */
@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool, private readonly clock: Clock, private readonly accounts: AccountsService) {}

  async execute({ caller, form }: ChangePasswordCommand): Promise<void> {
    const resetToken = 'userId' in caller ? undefined : 'resetToken' in caller ? caller.resetToken : caller.headerToken;
    const owner = await this.ownerOf(caller, resetToken);
    const input = readForm(form);
    if (isOtherUser(input.userId, owner)) throw forbidden();
    const mismatch = resetToken === undefined ? IDENTITY_MESSAGES.accountPasswordMismatch : IDENTITY_MESSAGES.setPasswordMismatch;
    const password = checkPasswordPair(input.password, input.confirmPassword, mismatch);
    await this.accounts.setPassword(owner, password, resetToken);
  }

  private async ownerOf(caller: PasswordCaller, resetToken: string | undefined): Promise<string> {
    if ('userId' in caller) return caller.userId;
    const owner = await this.resetTokenUser(resetToken!);
    if (!owner) throw 'resetToken' in caller ? resetTokenInvalid() : sessionEnded();
    return owner;
  }

  /** A reset token (from verify-mail in the forgot flow) → its user, without using it up. */
  private async resetTokenUser(token: string): Promise<string | null> {
    if (!TOKEN_SHAPE.test(token)) return null;
    const { rows } = await this.pool.query<{ user_id: string }>(
      'SELECT user_id FROM public.identity_password_resets WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2',
      [tokenHash(token), this.clock.now()]);
    return rows[0]?.user_id ?? null;
  }
}

function readForm(form: PasswordForm): { password: string; confirmPassword?: string; userId?: string } {
  if (!('body' in form)) return form;
  const b = parseWith(changePasswordInput, requireFields(form.body, ['password'], IDENTITY_MESSAGES.required));
  return { password: b.password, confirmPassword: b.confirm_password, userId: b.userId };
}
