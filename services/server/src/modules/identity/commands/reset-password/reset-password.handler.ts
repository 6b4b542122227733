import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { Clock } from '../../../../platform/clock/clock.js';
import { PG_POOL } from '../../../../platform/database/pg-pool.js';
import { forbidden } from '../../../../platform/errors/domain-error.js';
import { resetTokenInvalid, sessionEnded } from '../../domain/identity.errors.js';
import { checkPasswordPair, isOtherUser } from '../../domain/identity.inputs.js';
import { TOKEN_SHAPE, resetFlowId, tokenHash } from '../../infra/identity-crypto.js';
import { IdentitySecrets } from '../../infra/identity-secrets.js';
import { AccountsService } from '../../accounts.service.js';
import { IDENTITY_MESSAGES } from '../../identity.messages.js';
import { readForm } from '../change-password/password-form.js';
import { ResetPasswordCommand } from './reset-password.command.js';

/**
 * The owner is the user of a live reset token (reset tokens are never sessions: the session
 * resolver does not know them). A `userId` sent in the form must be the owner or the opaque id
 * the flow answered for the owner's address. The set-password page's mismatch text.
 */
@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly clock: Clock,
    private readonly accounts: AccountsService,
    private readonly secrets: IdentitySecrets,
  ) {}

  async execute({ resetToken, sentAs, form }: ResetPasswordCommand): Promise<void> {
    const reset = await this.resetTokenUser(resetToken);
    if (!reset) throw sentAs === 'argument' ? resetTokenInvalid() : sessionEnded();
    const flowId = resetFlowId(await this.secrets.serverKey(), reset.email.toLowerCase());
    const input = readForm(form);
    if (isOtherUser(input.userId, reset.user_id) && isOtherUser(input.userId, flowId)) throw forbidden();
    const password = checkPasswordPair(input.password, input.confirmPassword, IDENTITY_MESSAGES.setPasswordMismatch);
    await this.accounts.setPassword(reset.user_id, password, resetToken);
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
