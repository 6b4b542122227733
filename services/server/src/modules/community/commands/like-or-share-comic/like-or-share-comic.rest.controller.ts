import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { parseBody } from '../../../../platform/http/parse-body.js';
import { communityId } from '../../community.inputs.js';
import { likeShareMessage } from '../../community.messages.js';
import { LikeOrShareComicCommand } from './like-or-share-comic.command.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';

const Input = z.object({
  userId: communityId.optional(),
  comicId: communityId,
  type: z.enum(['like', 'share'], { message: 'must be like or share' }),
});

@Controller('api')
export class LikeOrShareComicRestController {
  constructor(private readonly commands: CommandBus) {}

  @Authenticated()
  @ApiKomaRoute({ summary: 'Like (toggle) or share a comic', body: Input, ok: { liked: 'boolean' }, errors: [404] })
  @Post('add-like-share')
  @HttpCode(200)
  async addLikeShare(@CurrentUser() me: AuthUser, @Body() body: unknown) {
    const b = parseBody(Input, body);
    const r = await this.commands.execute(new LikeOrShareComicCommand(me.userId, b.comicId, b.type));
    return { success: true, message: likeShareMessage(r), liked: r.liked };
  }
}
