import { Command } from '@nestjs/cqrs';

/** Report a comment (docs/product.md: Report → Reported), once per reader per comment, with a reason. */
export class ReportCommentCommand extends Command<{ commentId: string }> {
  constructor(
    readonly userId: string,
    readonly commentId: string,
    readonly reason: string,
    readonly guiltyUser?: string,
    readonly episodeId?: string,
  ) {
    super();
  }
}
