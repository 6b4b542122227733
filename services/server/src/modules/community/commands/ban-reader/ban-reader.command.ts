import { Command } from '@nestjs/cqrs';

/** Staff ban a reader from posting and reporting for some days (`koma moderation ban`). */
export class BanReaderCommand extends Command<{ userId: string; until: Date }> {
  constructor(
    readonly userId: string,
    readonly days: number,
    readonly actor: string,
    readonly reason: string,
  ) {
    super();
  }
}
