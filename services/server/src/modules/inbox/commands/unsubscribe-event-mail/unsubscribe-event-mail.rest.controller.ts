import { Controller, Get, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { Public } from '../../../../platform/auth/access.decorators.js';
import { parseBody } from '../../../../platform/http/parse-body.js';
import { INBOX_MESSAGES } from '../../inbox.messages.js';
import { UnsubscribeEventMailCommand } from './unsubscribe-event-mail.command.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';

const Input = z.object({
  userId: z.string().trim().min(1, 'is required').max(64),
  token: z.string().trim().min(1, 'is required').max(128),
});

@Controller('api')
export class UnsubscribeEventMailRestController {
  constructor(private readonly commands: CommandBus) {}

  /** Opened from the mail, without a login: the signed link is the proof. */
  @Public()
  @ApiKomaRoute({ summary: 'Unsubscribe from event mails through the signed link of a mail', query: Input, errors: [404] })
  @Get('unsubscribe-event-mail')
  async unsubscribe(@Query() query: unknown) {
    const q = parseBody(Input, query);
    await this.commands.execute(new UnsubscribeEventMailCommand(q.userId, q.token));
    return { success: true, message: INBOX_MESSAGES.unsubscribed };
  }
}
