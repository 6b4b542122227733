import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';
import { parseBody } from '../../../../platform/http/parse-body.js';
import { readingId } from '../../reading.inputs.js';
import { OpenEpisodeCommand } from './open-episode.command.js';

const Input = z.object({ userId: readingId.optional(), episodeId: readingId });

@Controller('api')
export class OpenEpisodeRestController {
  constructor(private readonly commands: CommandBus) {}

  @Authenticated()
  @ApiKomaRoute({
    summary: 'Open an episode the reader may read: records the opening and starts an unused rental pass (the reader agreed first)',
    body: Input,
    ok: { episodeId: 'string', via: 'string', passStarted: 'boolean', passEndsAt: 'string' },
    errors: [403, 404],
  })
  @Post('open-episode')
  @HttpCode(200)
  async open(@CurrentUser() me: AuthUser, @Body() body: unknown) {
    const b = parseBody(Input, body);
    const r = await this.commands.execute(new OpenEpisodeCommand(me.userId, b.episodeId));
    return {
      success: true,
      episodeId: r.episodeId,
      comicId: r.comicId,
      via: r.via,
      passStarted: r.passStarted,
      passEndsAt: r.passEndsAt?.toISOString() ?? null,
    };
  }
}
