import { Command } from '@nestjs/cqrs';

/** Staff hide a comment from everyone but its author, or show it again (`koma moderation hide|restore`). */
export class ModerateCommentCommand extends Command<{ commentId: string; hidden: boolean; changed: boolean }> {
  constructor(
    readonly commentId: string,
    readonly action: 'hide' | 'restore',
    readonly actor: string,
    readonly reason: string,
  ) {
    super();
  }
}
