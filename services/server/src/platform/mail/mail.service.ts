import { randomUUID } from 'node:crypto';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { z } from 'zod';
import { validationError } from '../errors/domain-error.js';
import { JobsService } from '../jobs/jobs.service.js';
import { MailTransport, type Delivery } from './mail-transport.js';
import { MAIL_JOB, type MailMessage } from './mail.job.js';

const noLineBreaks = (s: string) => !/[\r\n]/.test(s);

const mailSchema = z.object({
  to: z.string().trim().max(254).pipe(z.email()),
  subject: z.string().min(1).max(400).refine(noLineBreaks, 'must be one line'),
  text: z.string().min(1).max(100_000),
  html: z.string().max(500_000).optional(),
});

/** Tries and pacing of a queued mail: 5 tries over about 30 s (2, 4, 8, 16 s apart). */
export const MAIL_ATTEMPTS = 5;
export const MAIL_BACKOFF = { type: 'exponential' as const, delay: 2000 };

function parse(message: MailMessage): MailMessage {
  const r = mailSchema.safeParse(message);
  if (!r.success) {
    throw validationError(
      `Invalid mail: ${r.error.issues.map((i) => `${i.path.join('.') || 'message'} ${i.message}`).join('; ')}`,
      undefined,
      'MAIL.INVALID',
    );
  }
  return r.data;
}

/**
 * Sends mail. `send` queues a 'mail.send' job (recorded in PostgreSQL, retried with backoff,
 * re-enqueued by the sweeper after a Redis loss) and returns at once; `sendNow` delivers
 * before it returns and throws when delivery fails.
 */
@Injectable()
export class MailService implements OnModuleInit {
  constructor(
    private readonly jobs: JobsService,
    private readonly transport: MailTransport,
  ) {}

  onModuleInit(): void {
    this.jobs.registerHandler(
      MAIL_JOB,
      async (message, ctx) => {
        await this.transport.deliver(message, ctx.jobId);
      },
      {
        attempts: MAIL_ATTEMPTS,
        backoff: MAIL_BACKOFF,
        concurrency: 5,
        // Mails carry sign-up and reset codes: wiped from PostgreSQL and Redis once handled.
        sensitive: true,
      },
    );
  }

  /**
   * Queues a mail. `jobId` makes it idempotent (the same id twice sends one mail); it lives in
   * its own namespace (`mail:<jobId>`), so it may repeat another job's id.
   */
  async send(message: MailMessage, opts: { jobId?: string } = {}): Promise<void> {
    const mail = parse(message);
    if (opts.jobId !== undefined && (typeof opts.jobId !== 'string' || opts.jobId.length < 1 || opts.jobId.length > 200)) {
      throw validationError('Invalid mail job id', undefined, 'MAIL.INVALID');
    }
    await this.jobs.schedule(MAIL_JOB, mail, { jobId: `mail:${opts.jobId ?? randomUUID()}`, attempts: MAIL_ATTEMPTS });
  }

  /** Delivers now (SMTP or outbox file) and says how; throws if the mail could not be handed over. */
  async sendNow(message: MailMessage): Promise<Delivery> {
    return this.transport.deliver(parse(message));
  }
}
