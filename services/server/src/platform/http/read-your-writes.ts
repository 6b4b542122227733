import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONFIG } from '../../config/config.module.js';
import type { Config } from '../../config/config.schema.js';
import { ReadPool } from '../database/read-pool.js';
import { formatWalPosition, laterPosition, parseWalPosition, type WalPosition } from '../database/wal-position.js';
import { validationError } from '../errors/domain-error.js';
import { logger } from '../logging/logger.js';

/**
 * Read-your-writes across API processes (docs/adr/0066): the response to a request that may have
 * written carries the primary's WAL position after it, as a header and a cookie; the reader's
 * next requests echo it (the browser sends the cookie, another client may send the header), and
 * a replica serves their reads only once it has replayed that far.
 */
export const WRITE_POSITION_HEADER = 'x-koma-lsn';
export const WRITE_POSITION_COOKIE = 'koma_lsn';

/** A position no replica reaches: what a cookie the server did not write stands for (primary reads). */
const UNKNOWN_POSITION: WalPosition = (1n << 64n) - 1n;

const COOKIE = new RegExp(`(?:^|;)\\s*${WRITE_POSITION_COOKIE}=([^;]*)`);

type Headers = Record<string, string | string[] | undefined>;

/**
 * The reader's last write position from a request's header and cookie, the later of the two. A
 * header that is not a position is refused (400); a cookie that is not one (the server writes
 * only positions) sends the reads to the primary.
 */
export function readAfterOf(headers: Headers | undefined): WalPosition | undefined {
  const header = headers?.[WRITE_POSITION_HEADER];
  let fromHeader: WalPosition | undefined;
  if (header !== undefined) {
    fromHeader = parseWalPosition(header);
    if (fromHeader === undefined) {
      throw validationError(`${WRITE_POSITION_HEADER} must be a WAL position such as 16/B374D848`, undefined, 'READ_AFTER.INVALID');
    }
  }
  const cookie = headers?.cookie;
  const raw = typeof cookie === 'string' ? COOKIE.exec(cookie)?.[1] : undefined;
  const fromCookie = raw === undefined ? undefined : (parseWalPosition(decodeURIComponent(raw)) ?? UNKNOWN_POSITION);
  return laterPosition(fromHeader, fromCookie);
}

/** The request marked by the context interceptor as one that may have written. */
const MAY_HAVE_WRITTEN = Symbol('koma.mayHaveWritten');

export function markMayHaveWritten(req: object | undefined): void {
  if (req) (req as { [MAY_HAVE_WRITTEN]?: true })[MAY_HAVE_WRITTEN] = true;
}

/** The cookie keeps the position a little longer than a replica in rotation can lag behind it. */
export function writePositionCookie(position: WalPosition, config: Pick<Config, 'REPLICA_MAX_LAG_MS' | 'PUBLIC_URL'>): string {
  const maxAge = Math.ceil(config.REPLICA_MAX_LAG_MS / 1000) + 10;
  const secure = config.PUBLIC_URL.startsWith('https:') ? '; Secure' : '';
  return `${WRITE_POSITION_COOKIE}=${formatWalPosition(position)}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

/**
 * Stamps the write position on the response of every request that may have written (only with
 * replicas: without them every read is the primary's). Sent from onSend, after the handler's
 * commits, whether the handler replied through Nest or on the reply itself. A primary that does
 * not answer leaves the response unstamped; its reads then could not have been served either.
 */
@Injectable()
export class WritePositionStamp implements OnModuleInit {
  constructor(
    private readonly http: HttpAdapterHost,
    private readonly reads: ReadPool,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  onModuleInit(): void {
    const fastify = this.http.httpAdapter?.getInstance<FastifyInstance>();
    if (!fastify || !this.reads.hasReplicas) return;
    fastify.addHook('onSend', async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (!(req as { [MAY_HAVE_WRITTEN]?: true })[MAY_HAVE_WRITTEN]) return payload;
      try {
        const position = await this.reads.writePosition();
        if (position !== undefined) {
          reply.header(WRITE_POSITION_HEADER, formatWalPosition(position));
          reply.header('set-cookie', writePositionCookie(position, this.config));
        }
      } catch (err) {
        logger.warn({ err: String(err) }, 'the write position could not be read; the response goes without it');
      }
      return payload;
    });
  }
}
