import { randomUUID } from 'node:crypto';
import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type pg from 'pg';
import { z } from 'zod';
import { Public } from '../../../platform/auth/access.decorators.js';
import { validationError } from '../../../platform/errors/domain-error.js';
import { PG_POOL } from '../../../platform/database/pg-pool.js';
import { CONFIG } from '../../../config/config.module.js';
import type { Config } from '../../../config/config.schema.js';
import { MailService } from '../../../platform/mail/mail.service.js';
import { RateLimit } from '../../../platform/rate-limit/rate-limit.decorator.js';
import { logger } from '../../../platform/logging/logger.js';

export const REQUIRED_MESSAGE = 'Please fill all required field';

const filled = z.string().trim().min(1);
const contactSchema = z.object({ name: filled, email: filled, description: filled });
const limits = z.object({
  name: z.string().max(200, 'Name must be at most 200 characters'),
  email: z.string().max(254).pipe(z.email('Please enter a valid email')),
  description: z.string().max(5000, 'Description must be at most 5000 characters'),
});

/** The contact form (spec §2, §5): validated, stored, mailed to SUPPORT_EMAIL, rate-limited per address. */
@Controller('api')
export class ContactController {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool, @Inject(CONFIG) private readonly config: Config, private readonly mail: MailService) {}

  @Public()
  @Post('add-contactus')
  @HttpCode(200)
  @RateLimit({ bucket: 'contact', points: 5, durationSec: 3600, by: 'ip' })
  async add(@Body() body: unknown, @Req() req: FastifyRequest) {
    const present = contactSchema.safeParse(body ?? {});
    if (!present.success) throw validationError(REQUIRED_MESSAGE, undefined, 'CONTACT.REQUIRED');
    const checked = limits.safeParse(present.data);
    if (!checked.success) throw validationError(checked.error.issues[0].message, undefined, 'CONTACT.INVALID');
    const { name, email, description } = checked.data;
    const id = randomUUID();
    await this.pool.query('INSERT INTO contact_requests (id, name, email, description, ip) VALUES ($1, $2, $3, $4, $5)', [id, name, email, description, req.ip]);
    try {
      await this.mail.send({
        to: this.config.SUPPORT_EMAIL,
        subject: `Contact request from ${name.replace(/[\r\n]+/g, ' ').slice(0, 120)}`,
        text: `From: ${name} <${email}>\nRequest: ${id}\n\n${description}\n`,
      }, { jobId: `contact:${id}` });
      await this.pool.query('UPDATE contact_requests SET mailed_at = now() WHERE id = $1', [id]);
    } catch (err) {
      // Stored either way; support can read the table when the mail queue is down.
      logger.error({ err, id }, 'contact request stored but not queued for mail');
    }
    return { success: true, message: 'Your request will be sent to customer support' };
  }
}
