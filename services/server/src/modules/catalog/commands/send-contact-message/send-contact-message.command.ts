import { Command } from '@nestjs/cqrs';

/** The contact form (docs/product.md): stored, then mailed to SUPPORT_EMAIL. */
export class SendContactMessageCommand extends Command<void> {
  constructor(
    readonly name: string,
    readonly email: string,
    readonly description: string,
    readonly ip: string,
  ) {
    super();
  }
}
