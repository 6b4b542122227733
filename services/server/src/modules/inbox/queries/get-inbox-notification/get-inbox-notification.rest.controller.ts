import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ReaderLanguage } from '../../../catalog/index.js';
import { CurrentUser, OptionalUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { cacheHeaders, notificationBody } from '../../inbox.rest-shapes.js';
import { GetInboxNotificationQuery } from './get-inbox-notification.query.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';

@Controller('api')
export class GetInboxNotificationRestController {
  constructor(
    private readonly queries: QueryBus,
    private readonly language: ReaderLanguage,
  ) {}

  @OptionalUser()
  @ApiKomaRoute({
    summary: "One notification (with the reader's read mark when signed in)",
    ok: { userNotification: 'object' },
    errors: [404],
  })
  @Get('get-user-notification-data/:id')
  async one(
    @Param('id') id: string,
    @CurrentUser() me: AuthUser | undefined,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const n = await this.queries.execute(new GetInboxNotificationQuery(me?.userId ?? null, id, await this.language.of(req)));
    reply.headers(cacheHeaders(!!me));
    return { success: true, userNotification: notificationBody(n, !!me) };
  }
}
