import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { parseBody } from '../../../../platform/http/parse-body.js';
import { communityId, flag } from '../../community.inputs.js';
import { COMMUNITY_MESSAGES } from '../../community.messages.js';
import { MarkInterestCommand } from './mark-interest.command.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';

const Input = z.object({ userId: communityId.optional(), comicId: communityId, interest: flag });

@Controller('api')
export class MarkInterestRestController {
  constructor(private readonly commands: CommandBus) {}

  @Authenticated()
  @ApiKomaRoute({ summary: 'Mark or unmark interest in a comic', body: Input, ok: { interest: 'boolean' }, errors: [404] })
  @Post('add-interest')
  @HttpCode(200)
  async addInterest(@CurrentUser() me: AuthUser, @Body() body: unknown) {
    const b = parseBody(Input, body);
    const r = await this.commands.execute(new MarkInterestCommand(me.userId, b.comicId, b.interest));
    return { success: true, message: COMMUNITY_MESSAGES.interestSaved, interest: r.interest };
  }
}
