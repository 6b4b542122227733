import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { parseBody } from '../../../../platform/http/parse-body.js';
import { inboxId } from '../../inbox.inputs.js';
import { INBOX_MESSAGES } from '../../inbox.messages.js';
import { MarkNotificationReadCommand } from './mark-notification-read.command.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';

const Input = z.object({ userId: inboxId.optional(), notificationId: inboxId });

@Controller('api')
export class MarkNotificationReadRestController {
  constructor(private readonly commands: CommandBus) {}

  @Authenticated()
  @ApiKomaRoute({ summary: 'Mark a notification read', body: Input, ok: { unread: 'number' }, errors: [404] })
  @Post('user-read-notification')
  @HttpCode(200)
  async markRead(@CurrentUser() me: AuthUser, @Body() body: unknown) {
    const b = parseBody(Input, body);
    const { unread } = await this.commands.execute(new MarkNotificationReadCommand(me.userId, b.notificationId));
    return { success: true, message: INBOX_MESSAGES.notificationRead, unread };
  }
}
