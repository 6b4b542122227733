import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { Public } from '../../../../platform/auth/access.decorators.js';
import { validationError } from '../../../../platform/errors/domain-error.js';
import { RateLimit } from '../../../../platform/rate-limit/rate-limit.decorator.js';
import { CATALOG_MESSAGES } from '../../catalog.messages.js';
import { SendContactMessageCommand } from './send-contact-message.command.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';

const filled = z.string().trim().min(1);
/** First every field present (CONTACT.REQUIRED), then within its limits (CONTACT.INVALID). */
const Present = z.object({ name: filled, email: filled, description: filled });
const Limits = z.object({
  name: z.string().max(200, CATALOG_MESSAGES.contactNameTooLong),
  email: z.string().max(254).pipe(z.email(CATALOG_MESSAGES.contactBadEmail)),
  description: z.string().max(5000, CATALOG_MESSAGES.contactDescriptionTooLong),
});

@Controller('api')
export class SendContactMessageRestController {
  constructor(private readonly commands: CommandBus) {}

  @Public()
  @ApiKomaRoute({ summary: 'Send a message to the team', body: Limits, errors: [429] })
  @Post('add-contactus')
  @HttpCode(200)
  @RateLimit({ bucket: 'contact', points: 5, durationSec: 3600, by: 'ip' })
  async add(@Body() body: unknown, @Req() req: FastifyRequest) {
    const present = Present.safeParse(body ?? {});
    if (!present.success) throw validationError(CATALOG_MESSAGES.contactRequired, undefined, 'CONTACT.REQUIRED');
    const checked = Limits.safeParse(present.data);
    if (!checked.success) throw validationError(checked.error.issues[0].message, undefined, 'CONTACT.INVALID');
    const { name, email, description } = checked.data;
    await this.commands.execute(new SendContactMessageCommand(name, email, description, req.ip));
    return { success: true, message: CATALOG_MESSAGES.contactSent };
  }
}
