import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Public } from '../../../platform/auth/access.decorators.js';
import { GetPushKeyQuery } from './get-push-key.query.js';

@Controller('api')
export class GetPushKeyRestController {
  constructor(private readonly queries: QueryBus) {}

  @Public()
  @Get('get-push-key')
  async key() {
    const { publicKey } = await this.queries.execute(new GetPushKeyQuery());
    return { success: true, publicKey };
  }
}
