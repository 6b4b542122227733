import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { parseBody } from '../../../../platform/http/parse-body.js';
import { inboxId } from '../../inbox.inputs.js';
import { INBOX_MESSAGES } from '../../inbox.messages.js';
import { ToggleComicBellCommand } from './toggle-comic-bell.command.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';

const Input = z.object({ userId: inboxId.optional(), comicId: inboxId });

@Controller('api')
export class ToggleComicBellRestController {
  constructor(private readonly commands: CommandBus) {}

  /** Toggles the comic's bell (the client refreshes user data afterwards, docs/product.md). */
  @Authenticated()
  @ApiKomaRoute({ summary: "Toggle the comic's bell", body: Input, ok: { comicId: 'string', subscribed: 'boolean' }, errors: [404] })
  @Post('user-comic-notification')
  @HttpCode(200)
  async toggle(@CurrentUser() me: AuthUser, @Body() body: unknown) {
    const b = parseBody(Input, body);
    const { comicId, subscribed } = await this.commands.execute(new ToggleComicBellCommand(me.userId, b.comicId));
    return { success: true, message: subscribed ? INBOX_MESSAGES.bellOn : INBOX_MESSAGES.bellOff, comicId, subscribed };
  }
}
