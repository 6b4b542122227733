import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { CONFIG } from '../../config/config.module.js';
import type { Config } from '../../config/config.schema.js';
import { createRedis, REDIS } from './redis.js';

class RedisCloser implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}
  async onApplicationShutdown() {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [CONFIG],
      useFactory: (c: Config) => {
        const r = createRedis(c.REDIS_URL);
        r.on('error', () => undefined);
        return r;
      },
    },
    RedisCloser,
  ],
  exports: [REDIS],
})
export class RedisModule {}
