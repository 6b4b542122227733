import { Controller, Get, Header } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Public } from '../../../../platform/auth/access.decorators.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';
import { GetOfflineKeyQuery } from './get-offline-key.query.js';

/** Changes only with the server key, so browsers and proxies may keep it a day. */
export const OFFLINE_KEY_CACHE_CONTROL = 'public, max-age=86400';

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
  @Header('cache-control', OFFLINE_KEY_CACHE_CONTROL)
  async offlineKey() {
    return { success: true, ...(await this.queries.execute(new GetOfflineKeyQuery())) };
  }
}
