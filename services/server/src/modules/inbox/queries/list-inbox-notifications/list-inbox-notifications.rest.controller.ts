import { Controller, Get, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ReaderLanguage } from '../../../catalog/index.js';
import { CurrentUser, OptionalUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { cacheHeaders, notificationBody } from '../../inbox.rest-shapes.js';
import { ListInboxNotificationsQuery } from './list-inbox-notifications.query.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';

@Controller('api')
export class ListInboxNotificationsRestController {
  constructor(
    private readonly queries: QueryBus,
    private readonly language: ReaderLanguage,
  ) {}

  /** Without a token: the catalog's due notifications; with one, also the reader's own, with read marks. */
  @OptionalUser()
  @ApiKomaRoute({ summary: "Due notifications (and the reader's own when signed in)", ok: { userNotification: 'array' } })
  @Get('get-user-notification')
  async list(@CurrentUser() me: AuthUser | undefined, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const list = await this.queries.execute(new ListInboxNotificationsQuery(me?.userId ?? null, await this.language.of(req)));
    reply.headers(cacheHeaders(!!me));
    return { success: true, userNotification: list.map((n) => notificationBody(n, !!me)) };
  }
}
