import { Command } from '@nestjs/cqrs';

/** Deactivates the account for one of docs/product.md reasons. */
export class DeactivateAccountCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly reason: string,
  ) {
    super();
  }
}
