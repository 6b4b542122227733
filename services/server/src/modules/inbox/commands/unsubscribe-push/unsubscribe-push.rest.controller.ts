import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { parseBody } from '../../../../platform/http/parse-body.js';
import { inboxId } from '../../inbox.inputs.js';
import { INBOX_MESSAGES } from '../../inbox.messages.js';
import { PUSH_ENDPOINT_MAX } from '../../web-push/push-subscription.js';
import { UnsubscribePushCommand } from './unsubscribe-push.command.js';

const Input = z.object({
  userId: inboxId.optional(),
  endpoint: z.string().trim().min(1, 'is required').max(PUSH_ENDPOINT_MAX, 'is too long'),
});

@Controller('api')
export class UnsubscribePushRestController {
  constructor(private readonly commands: CommandBus) {}

  @ApiKomaRoute({
    summary: "Take a browser's push subscription back",
    body: Input,
    ok: { subscribed: 'boolean', devices: 'number' },
    errors: [404],
  })
  @Authenticated()
  @Post('unsubscribe-push')
  @HttpCode(200)
  async unsubscribe(@CurrentUser() me: AuthUser, @Body() body: unknown) {
    const b = parseBody(Input, body);
    const { devices } = await this.commands.execute(new UnsubscribePushCommand(me.userId, b.endpoint));
    return { success: true, message: INBOX_MESSAGES.pushOff, subscribed: false, devices };
  }
}
