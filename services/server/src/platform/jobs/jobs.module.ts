import { Global, Module } from '@nestjs/common';
import { JobsService } from './jobs.service.js';

/** Background jobs: BullMQ queues and workers over the `public.scheduled_jobs` record. */
@Global()
@Module({ providers: [JobsService], exports: [JobsService] })
export class JobsModule {}
