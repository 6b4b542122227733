import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { forbidden } from '../../../../platform/errors/domain-error.js';
import { checkPasswordPair, isOtherUser } from '../../domain/identity.inputs.js';
import { AccountsService } from '../../accounts.service.js';
import { IDENTITY_MESSAGES } from '../../identity.messages.js';
import { ChangePasswordCommand } from './change-password.command.js';
import { readForm } from './password-form.js';

/** A `userId` sent in the form must be the signed-in user; the account page's mismatch text. */
@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand> {
  constructor(private readonly accounts: AccountsService) {}

  async execute({ userId, form }: ChangePasswordCommand): Promise<void> {
    const input = readForm(form);
    if (isOtherUser(input.userId, userId)) throw forbidden();
    const password = checkPasswordPair(input.password, input.confirmPassword, IDENTITY_MESSAGES.accountPasswordMismatch);
    await this.accounts.setPassword(userId, password);
  }
}
