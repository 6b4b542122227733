import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { parseBody } from '../../../../platform/http/parse-body.js';
import { communityId } from '../../community.inputs.js';
import { GetInterestQuery } from './get-interest.query.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';

const Input = z.object({ userId: communityId.optional(), comicId: communityId });

@Controller('api')
export class GetInterestRestController {
  constructor(private readonly queries: QueryBus) {}

  @Authenticated()
  @ApiKomaRoute({ summary: 'Whether the reader marked interest in a comic', body: Input, ok: { interest: 'boolean' }, errors: [404] })
  @Post('get-interest')
  @HttpCode(200)
  async getInterest(@CurrentUser() me: AuthUser, @Body() body: unknown) {
    const b = parseBody(Input, body);
    return { success: true, interest: await this.queries.execute(new GetInterestQuery(me.userId, b.comicId)) };
  }
}
