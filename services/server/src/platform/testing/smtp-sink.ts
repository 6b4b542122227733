import { EventEmitter } from 'node:events';
import { SMTPServer } from 'smtp-server';

/** A mail as the sink received it: envelope recipients, decoded From, Subject and text body. */
export interface SinkMessage {
  to: string[];
  from: string;
  subject: string;
  /** The text/plain body, transfer-decoded and charset-decoded, with LF line ends. */
  text: string;
  /** The message exactly as it arrived over SMTP. */
  raw: string;
}

export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>`: pass it as SMTP_URL. */
  url: string;
  messages: SinkMessage[];
  /** Resolves with the first message (already received or arriving) that matches. */
  waitFor(pred: (m: SinkMessage) => boolean, timeoutMs?: number): Promise<SinkMessage>;
  close(): Promise<void>;
}

/** A local SMTP server for tests (no auth, no TLS, random port unless given) that keeps what it receives. */
export async function startSmtpSink(opts: { port?: number } = {}): Promise<SmtpSink> {
  const messages: SinkMessage[] = [];
  const arrivals = new EventEmitter();
  arrivals.setMaxListeners(100);
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    size: 10 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('error', (err: Error) => callback(err));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('latin1');
        try {
          const parsed = parseMail(raw);
          const message: SinkMessage = {
            to: session.envelope.rcptTo.map((r) => r.address),
            from: parsed.from,
            subject: parsed.subject,
            text: parsed.text,
            raw: Buffer.from(raw, 'latin1').toString('utf8'),
          };
          messages.push(message);
          arrivals.emit('message', message);
          callback();
        } catch (err) {
          callback(err as Error);
        }
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as { port: number };

  const waitFor: SmtpSink['waitFor'] = (pred, timeoutMs = 10_000) =>
    new Promise((resolve, reject) => {
      const found = messages.find(pred);
      if (found) {
        resolve(found);
        return;
      }
      const onMessage = (m: SinkMessage) => {
        if (!pred(m)) return;
        clearTimeout(timer);
        arrivals.off('message', onMessage);
        resolve(m);
      };
      const timer = setTimeout(() => {
        arrivals.off('message', onMessage);
        reject(
          new Error(
            `no matching mail within ${timeoutMs} ms (received ${messages.length}: ${messages.map((m) => JSON.stringify(m.subject)).join(', ')})`,
          ),
        );
      }, timeoutMs);
      arrivals.on('message', onMessage);
    });

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// --- a small MIME reader: enough for what nodemailer writes (no mailparser in the stack) ---

interface Part {
  headers: Map<string, string>;
  body: string;
}

/** Splits a message (as a latin1 string, one char per byte) into unfolded headers and body. */
function splitPart(raw: string): Part {
  const m = /\r?\n\r?\n/.exec(raw);
  const head = m ? raw.slice(0, m.index) : raw;
  const body = m ? raw.slice(m.index + m[0].length) : '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i <= 0) continue;
    const name = line.slice(0, i).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(i + 1).trim());
  }
  return { headers, body };
}

function headerParams(value: string): { value: string; params: Map<string, string> } {
  const [first, ...rest] = value.split(';');
  const params = new Map<string, string>();
  for (const p of rest) {
    const i = p.indexOf('=');
    if (i > 0)
      params.set(
        p.slice(0, i).trim().toLowerCase(),
        p
          .slice(i + 1)
          .trim()
          .replace(/^"(.*)"$/, '$1'),
      );
  }
  return { value: (first ?? '').trim().toLowerCase(), params };
}

function bytesOf(latin1: string): Buffer {
  return Buffer.from(latin1, 'latin1');
}

function decodeQuotedPrintable(s: string): Buffer {
  const noSoftBreaks = s.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < noSoftBreaks.length; i++) {
    const c = noSoftBreaks[i]!;
    const hex = noSoftBreaks.slice(i + 1, i + 3);
    if (c === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(c.charCodeAt(0) & 0xff);
  }
  return Buffer.from(bytes);
}

function decodeTransfer(body: string, encoding: string | undefined): Buffer {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/[^A-Za-z0-9+/=]/g, ''), 'base64');
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    default:
      return bytesOf(body);
  }
}

function decodeCharset(bytes: Buffer, charset = 'utf-8'): string {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

/** RFC 2047 encoded words (`=?UTF-8?B?...?=`, `=?UTF-8?Q?...?=`) in a header value. */
export function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?[^?]+\?[BbQq]\?[^?]*\?=)/g, '$1')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, charset: string, enc: string, text: string) => {
      const bytes = enc.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : decodeQuotedPrintable(text.replace(/_/g, ' '));
      return decodeCharset(bytes, charset.replace(/\*.*$/, ''));
    });
}

/** The first text/plain part of a (possibly multipart) entity, decoded. */
function findText(part: Part, depth = 0): string | undefined {
  const ct = headerParams(part.headers.get('content-type') ?? 'text/plain; charset=us-ascii');
  if (ct.value.startsWith('multipart/') && depth < 10) {
    const boundary = ct.params.get('boundary');
    if (!boundary) return undefined;
    const pieces = part.body.split(new RegExp(`\\r?\\n?--${boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:--)?[ \\t]*(?:\\r?\\n|$)`));
    for (const piece of pieces.slice(1)) {
      if (!piece.trim()) continue;
      const text = findText(splitPart(piece), depth + 1);
      if (text !== undefined) return text;
    }
    return undefined;
  }
  if (ct.value !== 'text/plain') return undefined;
  return decodeCharset(decodeTransfer(part.body, part.headers.get('content-transfer-encoding')), ct.params.get('charset')).replace(
    /\r\n/g,
    '\n',
  );
}

/** Reads From, Subject and the text body of a raw message. */
export function parseMail(raw: string): { from: string; subject: string; text: string } {
  const top = splitPart(raw);
  const header = (name: string) => decodeWords(decodeCharset(bytesOf(top.headers.get(name) ?? '')));
  return { from: header('from'), subject: header('subject'), text: findText(top) ?? '' };
}
