import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { parseBody } from '../../../../platform/http/parse-body.js';
import { communityId, flag } from '../../community.inputs.js';
import { COMMUNITY_MESSAGES } from '../../community.messages.js';
import { MuteCommenterCommand } from './mute-commenter.command.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';

const Input = z.object({ userId: communityId.optional(), muteUserId: communityId, mute: flag.optional() });

@Controller('api')
export class MuteCommenterRestController {
  constructor(private readonly commands: CommandBus) {}

  @Authenticated()
  @ApiKomaRoute({ summary: 'Mute or unmute another reader', body: Input, ok: { muted: 'boolean' }, errors: [404] })
  @Post('add-mute-data')
  @HttpCode(200)
  async addMuteData(@CurrentUser() me: AuthUser, @Body() body: unknown) {
    const b = parseBody(Input, body);
    const r = await this.commands.execute(new MuteCommenterCommand(me.userId, b.muteUserId, b.mute));
    return { success: true, message: r.muted ? COMMUNITY_MESSAGES.userMuted : COMMUNITY_MESSAGES.userUnmuted, muted: r.muted };
  }
}
