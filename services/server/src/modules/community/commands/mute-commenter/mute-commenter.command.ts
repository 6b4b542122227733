import { Command } from '@nestjs/cqrs';

/** Mute or unmute a commenter (docs/product.md: Mute ↔ UnMute). `mute` true/false sets it; left out, the call toggles. */
export class MuteCommenterCommand extends Command<{ muteUserId: string; muted: boolean }> {
  constructor(
    readonly userId: string,
    readonly muteUserId: string,
    readonly mute?: boolean,
  ) {
    super();
  }
}
