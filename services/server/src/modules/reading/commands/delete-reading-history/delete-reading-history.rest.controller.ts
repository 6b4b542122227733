import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { parseBody } from '../../../../platform/http/parse-body.js';
import { readingId } from '../../reading.inputs.js';
import { READING_MESSAGES } from '../../reading.messages.js';
import { DeleteReadingHistoryCommand } from './delete-reading-history.command.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';

const Input = z.object({ userId: readingId.optional(), deleteHistoryIds: z.array(readingId).min(1).max(500) });

@Controller('api')
export class DeleteReadingHistoryRestController {
  constructor(private readonly commands: CommandBus) {}

  @Authenticated()
  @ApiKomaRoute({ summary: 'Remove comics from the Recent shelf', body: Input })
  @Post('delete-user-history')
  @HttpCode(200)
  async deleteHistory(@CurrentUser() me: AuthUser, @Body() body: unknown) {
    const b = parseBody(Input, body);
    await this.commands.execute(new DeleteReadingHistoryCommand(me.userId, b.deleteHistoryIds));
    return { success: true, message: READING_MESSAGES.historyDeleted };
  }
}
