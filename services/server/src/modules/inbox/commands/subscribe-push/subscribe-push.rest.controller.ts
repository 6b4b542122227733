import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { INBOX_MESSAGES } from '../../inbox.messages.js';
import { PushSubscriptionJson } from '../../web-push/push-subscription.js';
import { SubscribePushCommand } from './subscribe-push.command.js';

@Controller('api')
export class SubscribePushRestController {
  constructor(private readonly commands: CommandBus) {}

  /** Body: the browser's PushSubscription JSON (`endpoint`, `keys.p256dh`, `keys.auth`), optionally with the reader's `userId`. */
  @ApiKomaRoute({
    summary: "Send this browser's push subscription: new notifications reach it as web pushes",
    body: PushSubscriptionJson.extend({ userId: z.string().optional() }),
    ok: { subscribed: 'boolean', devices: 'number' },
    errors: [409],
  })
  @Authenticated()
  @Post('subscribe-push')
  @HttpCode(200)
  async subscribe(@CurrentUser() me: AuthUser, @Body() body: unknown) {
    const { devices } = await this.commands.execute(new SubscribePushCommand(me.userId, body));
    return { success: true, message: INBOX_MESSAGES.pushOn, subscribed: true, devices };
  }
}
