import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Public } from '../../../../platform/auth/access.decorators.js';
import { GetAuthProvidersQuery } from './get-auth-providers.query.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';

@Controller('api')
export class GetAuthProvidersRestController {
  constructor(private readonly queries: QueryBus) {}

  @Public()
  @ApiKomaRoute({ summary: 'Which sign-in providers are offered', ok: { google: 'boolean' } })
  @Get('auth/providers')
  async providers() {
    const { google } = await this.queries.execute(new GetAuthProvidersQuery());
    return { success: true, google };
  }
}
