import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { Clock } from '../../../../platform/clock/clock.js';
import { PG_POOL } from '../../../../platform/database/pg-pool.js';
import { forbidden } from '../../../../platform/errors/domain-error.js';
import { resetTokenInvalid, sessionEnded } from '../../domain/identity.errors.js';
import { changePasswordInput, checkPasswordPair, isOtherUser, parseWith, requireFields } from '../../domain/identity.inputs.js';
import { TOKEN_SHAPE, resetFlowId, tokenHash } from '../../infra/identity-crypto.js';
import { IdentitySecrets } from '../../infra/identity-secrets.js';
import { AccountsService } from '../../accounts.service.js';
import { IDENTITY_MESSAGES } from '../../identity.messages.js';
import { ChangePasswordCommand, type PasswordCaller, type PasswordForm } from './change-password.command.js';

/**
 * The owner is the signed-in user or the user of a live reset token (reset tokens are never
 * sessions: the session resolver does not know them). A `userId` sent in the form must be the
 * owner, or (forgot flow) the opaque id the flow answered for the owner's address. The account page confirms the password with its own mismatch text; the forgot flow with
 * the set-password page's.
 */
@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly clock: Clock,
    private readonly accounts: AccountsService,
    private readonly secrets: IdentitySecrets,
  ) {}

  async execute({ caller, form }: ChangePasswordCommand): Promise<void> {
    const resetToken = 'userId' in caller ? undefined : 'resetToken' in caller ? caller.resetToken : caller.headerToken;
    const { owner, flowId } = await this.ownerOf(caller, resetToken);
    const input = readForm(form);
    if (isOtherUser(input.userId, owner) && (flowId === undefined || isOtherUser(input.userId, flowId))) throw forbidden();
    const mismatch = resetToken === undefined ? IDENTITY_MESSAGES.accountPasswordMismatch : IDENTITY_MESSAGES.setPasswordMismatch;
    const password = checkPasswordPair(input.password, input.confirmPassword, mismatch);
    await this.accounts.setPassword(owner, password, resetToken);
  }

  private async ownerOf(caller: PasswordCaller, resetToken: string | undefined): Promise<{ owner: string; flowId?: string }> {
    if ('userId' in caller) return { owner: caller.userId };
    const reset = await this.resetTokenUser(resetToken!);
    if (!reset) throw 'resetToken' in caller ? resetTokenInvalid() : sessionEnded();
    return { owner: reset.user_id, flowId: resetFlowId(await this.secrets.serverKey(), reset.email.toLowerCase()) };
  }

  /** A reset token (from verify-mail in the forgot flow) → its user and address, without using it up. */
  private async resetTokenUser(token: string): Promise<{ user_id: string; email: string } | null> {
    if (!TOKEN_SHAPE.test(token)) return null;
    const { rows } = await this.pool.query<{ user_id: string; email: string }>(
      `SELECT r.user_id, u.email FROM public.identity_password_resets r JOIN public.identity_users u ON u.id = r.user_id
        WHERE r.token_hash = $1 AND r.used_at IS NULL AND r.expires_at > $2`,
      [tokenHash(token), this.clock.now()],
    );
    return rows[0] ?? null;
  }
}

function readForm(form: PasswordForm): { password: string; confirmPassword?: string; userId?: string } {
  if (!('body' in form)) return form;
  const b = parseWith(changePasswordInput, requireFields(form.body, ['password'], IDENTITY_MESSAGES.required));
  return { password: b.password, confirmPassword: b.confirm_password, userId: b.userId };
}
