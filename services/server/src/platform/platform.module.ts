import { Module, type DynamicModule, type Type } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ScheduleModule } from '@nestjs/schedule';
import type { Config } from '../config/config.schema.js';
import { ConfigModule } from '../config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { RedisModule } from './redis/redis.module.js';
import { ClockModule } from './clock/clock.module.js';
import type { Clock } from './clock/clock.js';
import { KomaGraphqlModule } from './graphql/graphql.module.js';
import { HealthController } from './http/health.controller.js';
import { MetricsController } from './metrics/metrics.controller.js';
import { Runtime } from './runtime.js';
import { EventStoreModule } from './event-store/event-store.module.js';
import { ProjectionsModule } from './projections/projections.module.js';
import { JobsModule } from './jobs/jobs.module.js';
import { MailModule } from './mail/mail.module.js';
import { RateLimitModule } from './rate-limit/rate-limit.module.js';
import { StorageModule } from './storage/storage.module.js';

export interface PlatformOptions {
  clock?: Clock;
  /** false for one-shot processes (the CLI): no projection runners, job workers or sweepers. */
  background?: boolean;
  /** Extra modules (tests mount probes this way). */
  modules?: Array<Type | DynamicModule>;
}

export { Runtime };

/** Everything cross-cutting, wired once: config, databases, clock, buses, GraphQL, health. */
@Module({})
export class PlatformModule {
  static forRoot(config: Config, opts: PlatformOptions = {}): DynamicModule {
    return {
      module: PlatformModule,
      global: true,
      imports: [
        ConfigModule.forRoot(config),
        ClockModule.forRoot(opts.clock),
        DatabaseModule.forRoot(),
        RedisModule,
        CqrsModule.forRoot(),
        ScheduleModule.forRoot(),
        KomaGraphqlModule,
        // platform services added below (event store, projections, jobs, mail, rate limits)
        EventStoreModule,
        ProjectionsModule,
        JobsModule,
        MailModule,
        RateLimitModule,
        StorageModule,
      ],
      controllers: [HealthController, MetricsController],
      providers: [
        { provide: Runtime, useValue: new Runtime(config.KOMA_ROLE !== 'worker', config.KOMA_ROLE !== 'api' && opts.background !== false) },
      ],
      exports: [ConfigModule, ClockModule, DatabaseModule, RedisModule, CqrsModule, KomaGraphqlModule, Runtime],
    };
  }
}
