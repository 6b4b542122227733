import type { IncomingMessage } from 'node:http';
import type { Plugin } from 'graphql-yoga';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { tokenFromHeaders, type SessionResolver } from '../auth/session-resolver.js';
import type { StreamRefusal, StreamSlot, StreamSlots } from './stream-slots.js';

export const TOO_MANY_STREAMS_CODE = 'GRAPHQL.TOO_MANY_STREAMS';
const RETRY_AFTER_SEC = 10;

/** The slot of each open stream, by its request: the plugin below touches it on every event. */
const slotOf = new WeakMap<IncomingMessage, StreamSlot>();

const wantsStream = (req: FastifyRequest) =>
  String(req.headers.accept ?? '')
    .toLowerCase()
    .includes('text/event-stream');

const MESSAGES: Record<StreamRefusal, (max: number) => string> = {
  address: (max) => `Too many open streams from this address (at most ${max}); close one and try again`,
  account: (max) => `Too many open streams for this account (at most ${max}); close one and try again`,
};

/**
 * A Fastify onRequest hook on the GraphQL route: a request for an event stream takes a slot first
 * (stream-slots.ts) or is refused with 429 and the GraphQL error envelope. The slot is given back
 * the moment the connection closes, and the stream is cut when it has sent nothing for the idle
 * time (the client reconnects).
 */
export function streamSlotsHook(path: string, slots: StreamSlots, sessions: () => SessionResolver | undefined) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.routeOptions?.url !== path || req.method !== 'POST' || !wantsStream(req)) return;
    const token = tokenFromHeaders(req.headers);
    const user = token
      ? await sessions()
          ?.resolve(token)
          .catch(() => null)
      : null;
    const slot = await slots.take(req.ip, user?.userId, () => req.raw.socket?.destroy());
    if (typeof slot === 'string') {
      const max = slot === 'address' ? slots.limits.perAddress : slots.limits.perAccount;
      return reply
        .status(429)
        .header('retry-after', String(RETRY_AFTER_SEC))
        .type('application/json; charset=utf-8')
        .send({
          errors: [
            {
              message: MESSAGES[slot](max),
              extensions: {
                code: TOO_MANY_STREAMS_CODE,
                category: 'rate_limited',
                status: 429,
                limit: slot,
                max,
                retryAfterSec: RETRY_AFTER_SEC,
              },
            },
          ],
        });
    }
    slotOf.set(req.raw, slot);
    // 'close' fires once the connection is gone (client away, stream ended, or cut above).
    reply.raw.once('close', () => slot.release());
  };
}

/** Counts every event a subscription sends as activity of its stream. */
export function streamActivityPlugin(): Plugin<{ req?: FastifyRequest }> {
  return {
    onSubscribe({ args }) {
      const raw = args.contextValue.req?.raw;
      const slot = raw && slotOf.get(raw);
      if (!slot) return undefined;
      return { onSubscribeResult: () => ({ onNext: () => slot.touch() }) };
    },
  };
}
