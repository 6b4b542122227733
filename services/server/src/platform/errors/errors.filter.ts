import { Catch, HttpException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { DomainError, HTTP_STATUS } from './domain-error.js';
import { logger } from '../logging/logger.js';
import { isUnstorableText, unstorableTextError } from './unstorable-text.js';
import { unavailableDependency, type Dependency } from './dependency-unavailable.js';
import { faults } from '../metrics/metrics.js';

export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable, please try again';

/** A request PostgreSQL or Redis could not serve: 503, counted, logged once as a warning. */
export function unavailable(dependency: Dependency, err: unknown): { status: number; body: ErrorBody } {
  faults.inc({ fault: `${dependency}_unavailable` });
  logger.warn({ err, dependency }, 'request failed: dependency unavailable');
  return { status: HTTP_STATUS.unavailable, body: { success: false, message: UNAVAILABLE_MESSAGE, code: 'UNAVAILABLE' } };
}

export interface ErrorBody {
  success: false;
  message: string;
  code: string;
  details?: unknown;
}

/** Turns anything thrown into the docs/product.md, The REST calls envelope; never leaks a stack trace. */
export function toErrorBody(err: unknown): { status: number; body: ErrorBody } {
  if (isUnstorableText(err)) return toErrorBody(unstorableTextError());
  if (err instanceof DomainError) {
    const body: ErrorBody = { success: false, message: err.message, code: err.code };
    if (err.details !== undefined) body.details = err.details;
    return { status: err.status, body };
  }
  if (err instanceof HttpException) {
    const status = err.getStatus();
    const res = err.getResponse();
    const message = typeof res === 'string' ? res : (res as { message?: unknown }).message;
    const code = status === 404 ? 'NOT_FOUND' : status === 413 ? 'TOO_LARGE' : status === 429 ? 'RATE_LIMITED' : `HTTP_${status}`;
    return {
      status,
      body: { success: false, message: Array.isArray(message) ? message.join('; ') : String(message ?? err.message), code },
    };
  }
  const e = err as { statusCode?: number; code?: string; message?: string };
  // Fastify's own errors (body too large, bad JSON, unsupported media type) carry a statusCode.
  if (typeof e?.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    const status = e.statusCode;
    const code = status === 413 ? 'TOO_LARGE' : status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'VALIDATION';
    return { status, body: { success: false, message: e.message ?? 'Bad request', code } };
  }
  const down = unavailableDependency(err);
  if (down) return unavailable(down, err);
  logger.error({ err }, 'unhandled error');
  return { status: HTTP_STATUS.internal, body: { success: false, message: 'An error occurred', code: 'INTERNAL' } };
}

@Catch()
export class ErrorsFilter implements ExceptionFilter {
  catch(err: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw err;
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const { status, body } = toErrorBody(err);
    const retryAfter = (body.details as { retryAfterSec?: unknown } | undefined)?.retryAfterSec;
    if (status === 429 && typeof retryAfter === 'number' && retryAfter > 0) void reply.header('retry-after', String(Math.ceil(retryAfter)));
    void reply.status(status).header('content-type', 'application/json; charset=utf-8').send(body);
  }
}
