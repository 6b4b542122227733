import { Command } from '@nestjs/cqrs';

/** Mails a fresh code to the email waiting for confirmation; answers that email. */
export class ResendEmailChangeCodeCommand extends Command<string> {
  constructor(readonly userId: string) {
    super();
  }
}
