import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../../platform/auth/access.decorators.js';
import { sendContent } from '../rest/send-cached.js';
import { GetNotificationQuery, GetNotificationsQuery } from './get-notifications.query.js';

@Controller('api')
export class GetNotificationsRestController {
  constructor(private readonly queries: QueryBus) {}

  @Public() @Get('get-user-notification')
  notifications(@Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return sendContent(this.queries, req, reply, new GetNotificationsQuery(), (userNotification) => ({ userNotification }));
  }

  @Public() @Get('get-user-notification-data/:id')
  notification(@Param('id') id: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return sendContent(this.queries, req, reply, new GetNotificationQuery(id), (userNotification) => ({ userNotification }));
  }
}
