import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Authenticated } from '../../../../platform/auth/access.decorators.js';
import { GetReadMarksQuery } from './get-read-marks.query.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';

@Controller('api')
export class GetReadMarksRestController {
  constructor(private readonly queries: QueryBus) {}

  @Authenticated()
  @ApiKomaRoute({ summary: "The reader's read marks", ok: { userReadNotification: 'array' } })
  @Get('get-user-read-notification/:userId')
  async readMarks(@Param('userId') userId: string) {
    const marks = await this.queries.execute(new GetReadMarksQuery(userId));
    return {
      success: true,
      userReadNotification: marks.map((m) => ({
        _id: `${userId}:${m.notificationId}`,
        userId,
        notificationId: m.notificationId,
        createdAt: m.readAt.toISOString(),
      })),
    };
  }
}
