import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';
import { Public } from '../../../../platform/auth/access.decorators.js';
import { GetPushKeyQuery } from './get-push-key.query.js';

@Controller('api')
export class GetPushKeyRestController {
  constructor(private readonly queries: QueryBus) {}

  @ApiKomaRoute({ summary: 'The VAPID public key a browser subscribes to pushes with', ok: { publicKey: 'string' } })
  @Public()
  @Get('get-push-key')
  async key() {
    const { publicKey } = await this.queries.execute(new GetPushKeyQuery());
    return { success: true, publicKey };
  }
}
