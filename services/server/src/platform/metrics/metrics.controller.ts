import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CONFIG } from '../../config/config.module.js';
import type { Config } from '../../config/config.schema.js';
import { Public } from '../auth/access.decorators.js';
import { metricsAccess } from './metrics-access.js';
import { metricsRegistry, scrape } from './metrics.js';
import { ApiKomaRoute } from '../http/api-route.decorator.js';

/** Prometheus metrics on the API port: only with METRICS_TOKEN, to a caller bearing it. */
@Controller()
export class MetricsController {
  constructor(@Inject(CONFIG) private readonly config: Config) {}

  @Public()
  @ApiKomaRoute({
    summary: 'Prometheus metrics, to a caller bearing METRICS_TOKEN (Authorization: Bearer)',
    answers: [{ status: 200, description: 'Prometheus text format', contentType: 'text/plain' }],
    errors: [401, 404],
  })
  @Get('metrics')
  async metrics(@Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    const access = metricsAccess(this.config.METRICS_TOKEN, req.headers.authorization, false);
    if (access === 'not_served') return reply.status(404).send({ success: false, message: 'Not found', code: 'NOT_FOUND' });
    if (access === 'unauthorized') {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({ success: false, message: 'The metrics token is required', code: 'AUTH.UNAUTHORIZED' });
    }
    return reply.header('content-type', metricsRegistry.contentType).send(await scrape());
  }
}
