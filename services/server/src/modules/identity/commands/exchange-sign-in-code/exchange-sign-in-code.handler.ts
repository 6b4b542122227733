import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SignInCodesService } from '../../sign-in-codes.service.js';
import { ExchangeSignInCodeCommand } from './exchange-sign-in-code.command.js';

@CommandHandler(ExchangeSignInCodeCommand)
export class ExchangeSignInCodeHandler implements ICommandHandler<ExchangeSignInCodeCommand> {
  constructor(private readonly codes: SignInCodesService) {}

  execute({ userId, code }: ExchangeSignInCodeCommand): Promise<string> {
    return this.codes.exchange(userId, code);
  }
}
