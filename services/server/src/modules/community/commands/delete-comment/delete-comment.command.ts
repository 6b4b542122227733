import { Command } from '@nestjs/cqrs';

/** An author deletes their own comment. */
export class DeleteCommentCommand extends Command<{ commentId: string }> {
  constructor(
    readonly userId: string,
    readonly commentId: string,
  ) {
    super();
  }
}
