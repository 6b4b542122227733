import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Public } from '../../../../platform/auth/access.decorators.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';
import { GetOfflineKeyQuery } from './get-offline-key.query.js';

@Controller('api')
export class GetOfflineKeyRestController {
  constructor(private readonly queries: QueryBus) {}

  @Public()
  @ApiKomaRoute({
    summary: 'The public key offline window tokens are signed with (ES256, a P-256 JWK for WebCrypto importKey)',
    ok: {
      alg: { type: 'string', enum: ['ES256'] },
      kid: 'string',
      jwk: {
        type: 'object',
        properties: { kty: { type: 'string' }, crv: { type: 'string' }, x: { type: 'string' }, y: { type: 'string' } },
        required: ['kty', 'crv', 'x', 'y'],
      },
    },
  })
  @Get('offline-key')
  async offlineKey() {
    return { success: true, ...(await this.queries.execute(new GetOfflineKeyQuery())) };
  }
}
