import { pino, type Logger } from 'pino';
import type { LoggerService } from '@nestjs/common';
import { requestContext } from '../context/request-context.js';

/** The process logger: JSON lines, each carrying the current correlation id. */
export const logger: Logger = pino({
  level: process.env.LOG_LEVEL ?? 'info',
  base: { service: 'koma', role: process.env.KOMA_ROLE ?? 'all', pid: process.pid },
  timestamp: pino.stdTimeFunctions.isoTime,
  mixin() {
    const ctx = requestContext.get();
    return ctx ? { correlationId: ctx.correlationId, ...(ctx.userId ? { userId: ctx.userId } : {}) } : {};
  },
  redact: { paths: ['req.headers.token', 'req.headers.authorization', 'req.headers.cookie', '*.password', '*.code'], censor: '[redacted]' },
});

export function setLogLevel(level: string): void {
  logger.level = level;
}

/** Adapts pino to Nest's LoggerService so framework messages are JSON too. */
export class NestPinoLogger implements LoggerService {
  log(message: unknown, context?: string) {
    logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    logger.trace({ context }, String(message));
  }
}
