import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers or URL over 16 KB, a
 * malformed request line, a header timeout) are answered on the socket. Fastify's default writes
 * its own `{error, statusCode}` body; this writes the docs/product.md, The REST calls envelope instead, then closes.
 */
export function clientErrorEnvelope(err: NodeJS.ErrnoException & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message, code] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'The request line or headers are too large', 'TOO_LARGE']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'The request took too long to arrive', 'TIMEOUT']
        : [400, 'Bad Request', 'The request is malformed', 'VALIDATION'];
  const body = JSON.stringify({ success: false, message, code });
  if (socket.writable && socket.bytesWritten === 0) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Cache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/**
 * Errors Fastify raises before routing (a URL whose percent-encoding is not UTF-8, e.g. a lone
 * surrogate's `%ED%A0%80`): 400 with the envelope rather than Fastify's own body.
 */
export function frameworkErrorEnvelope(err: { code?: string; message: string }, _req: FastifyRequest, reply: FastifyReply): void {
  const message = err.code === 'FST_ERR_BAD_URL' ? 'The URL is malformed' : 'The request is malformed';
  void reply.status(400).header('cache-control', 'no-store').send({ success: false, message, code: 'VALIDATION' });
}
