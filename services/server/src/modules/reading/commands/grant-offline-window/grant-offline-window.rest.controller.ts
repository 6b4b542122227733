import { Body, Controller, Header, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { RateLimit } from '../../../../platform/rate-limit/rate-limit.decorator.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';
import { parseBody } from '../../../../platform/http/parse-body.js';
import { GrantOfflineWindowCommand } from './grant-offline-window.command.js';
import { GrantOfflineWindowInput, OFFLINE_WINDOW_RATE_LIMIT } from './grant-offline-window.inputs.js';

@Controller('api')
export class GrantOfflineWindowRestController {
  constructor(private readonly commands: CommandBus) {}

  @Authenticated()
  @RateLimit(OFFLINE_WINDOW_RATE_LIMIT)
  @ApiKomaRoute({
    summary: 'A window to read an episode offline: until when, the pages to download, and the window signed by the server',
    description:
      'rental: until the pass ends; plan: until the paid period ends (409 READING.OFFLINE_NOT_WHILE_PAUSED while paused); ' +
      'free or purchase: OFFLINE_WINDOW_DAYS from now, renewable. 409 READING.OFFLINE_OPEN_FIRST when opening the episode ' +
      'would still start a rental pass or keep an unlock-all episode. `token` is a JWS (ES256) of the window, verified with GET /api/offline-key.',
    body: GrantOfflineWindowInput,
    ok: {
      episodeId: 'string',
      comicId: 'string',
      readerId: 'string',
      kind: { type: 'string', enum: ['free', 'purchase', 'rental', 'plan'] },
      issuedAt: { type: 'string', format: 'date-time' },
      until: { type: 'string', format: 'date-time' },
      renewable: 'boolean',
      pages: {
        type: 'array',
        items: {
          type: 'object',
          properties: { sequence: { type: 'integer' }, image: { type: 'string' } },
          required: ['sequence', 'image'],
        },
      },
      pagesExpireAt: { type: 'string', format: 'date-time', nullable: true },
      token: 'string',
    },
    errors: [400, 403, 404, 409],
  })
  @Post('offline-window')
  @HttpCode(200)
  @Header('cache-control', 'private, no-store')
  async grant(@CurrentUser() me: AuthUser, @Body() body: unknown) {
    const { episodeId } = parseBody(GrantOfflineWindowInput, body);
    return { success: true, ...(await this.commands.execute(new GrantOfflineWindowCommand(me.userId, episodeId))) };
  }
}
