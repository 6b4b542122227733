import pTimeout from 'p-timeout';
import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type pg from 'pg';
import type { Redis } from 'ioredis';
import { PG_POOL } from '../database/pg-pool.js';
import { REDIS } from '../redis/redis.js';
import { Public } from '../auth/access.decorators.js';
import { ApiKomaRoute, type SchemaObject } from './api-route.decorator.js';

async function check(fn: () => Promise<unknown>, timeoutMs = 2000): Promise<{ ok: boolean; ms: number; error?: string }> {
  const t0 = performance.now();
  try {
    await pTimeout(fn(), { milliseconds: timeoutMs, message: 'timeout' });
    return { ok: true, ms: Math.round(performance.now() - t0) };
  } catch (e) {
    return { ok: false, ms: Math.round(performance.now() - t0), error: (e as Error).message };
  }
}

const HEALTH = {
  type: 'object',
  properties: { status: { type: 'string', enum: ['ok', 'unavailable'] }, checks: { type: 'object' } },
} satisfies SchemaObject;

@Controller()
export class HealthController {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  @Public()
  @ApiKomaRoute({
    summary: 'Liveness',
    answers: [{ status: 200, description: 'The process answers', contentType: 'application/json', schema: HEALTH }],
  })
  @Get('health/live')
  live() {
    return { status: 'ok' };
  }

  @Public()
  @ApiKomaRoute({
    summary: 'Readiness: PostgreSQL and Redis answer',
    answers: [
      { status: 200, description: 'Both answer', contentType: 'application/json', schema: HEALTH },
      { status: 503, description: 'One does not; `checks` says which', contentType: 'application/json', schema: HEALTH },
    ],
  })
  @Get('health/ready')
  async ready(@Res() reply: FastifyReply) {
    const [postgres, redis] = await Promise.all([check(() => this.pool.query('SELECT 1')), check(() => this.redis.ping())]);
    const ok = postgres.ok && redis.ok;
    return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'unavailable', checks: { postgres, redis } });
  }
}
