import { Command } from '@nestjs/cqrs';

/** Trades the single-use sign-in code of a `/{userId}/{code}` link for a new session token. */
export class ExchangeSignInCodeCommand extends Command<string> {
  constructor(
    readonly userId: string,
    readonly code: string,
  ) {
    super();
  }
}
