import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { parseBody } from '../../../../platform/http/parse-body.js';
import { readingId } from '../../reading.inputs.js';
import { RecordReadingProgressCommand } from './record-reading-progress.command.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';

const Input = z.object({
  userId: readingId.optional(),
  episodeId: readingId,
  comicId: readingId,
  readPercentage: z.coerce.number().finite().min(0).max(100),
  /** Sent later from the client's offline queue: never moves the stored position back. */
  offline: z.boolean().optional(),
});

@Controller('api')
export class RecordReadingProgressRestController {
  constructor(private readonly commands: CommandBus) {}

  @Authenticated()
  @ApiKomaRoute({
    summary: 'Record reading progress on an episode the reader may read',
    description:
      'offline: true marks a report queued while offline and sent later: it never lowers the stored position (not even after 100). ' +
      'The answer to an offline report adds readPercentage, the position the server keeps; a live report is answered with success alone.',
    body: Input,
    ok: { readPercentage: 'number' },
    errors: [403, 404],
  })
  @Post('add-comic-read')
  @HttpCode(200)
  async addRead(@CurrentUser() me: AuthUser, @Body() body: unknown) {
    const b = parseBody(Input, body);
    const kept = await this.commands.execute(
      new RecordReadingProgressCommand(me.userId, b.episodeId, b.comicId, b.readPercentage, b.offline ?? false),
    );
    // The published answer is `success`; a queued offline report also learns where the server stands.
    return b.offline ? { success: true, readPercentage: kept.readPercentage } : { success: true };
  }
}
