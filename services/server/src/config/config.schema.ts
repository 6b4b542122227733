import { z } from 'zod';
import { parseStorageUrl, StorageUrlError } from '../platform/storage/storage-url.js';

const port = z.coerce.number().int().min(0).max(65535);
const url = (protocols: string[]) =>
  z.string().refine(
    (v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL with scheme ${protocols.map((p) => p.replace(':', '')).join(' or ')}` },
  );

/** The environment of README, Configuration; every variable optional, parsed once at boot. */
export const configSchema = z
  .object({
    PORT: port.default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    PUBLIC_URL: url(['http:', 'https:']).optional(),
    DATABASE_URL: url(['postgres:', 'postgresql:']).default('postgres://postgres@127.0.0.1:5432/koma'),
    /** Connections this process may hold in its main pool (PostgreSQL's max_connections is shared by every instance). */
    DATABASE_POOL_MAX: z.coerce.number().int().min(2).max(200).default(20),
    /**
     * Streaming replicas reads may be served from (comma list of postgres URLs; docs/adr/0066).
     * Unset: every read is the primary's.
     */
    DATABASE_REPLICA_URLS: z
      .string()
      .transform((v, ctx) => {
        const urls = v
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean);
        for (const item of urls) {
          let ok = false;
          try {
            ok = ['postgres:', 'postgresql:'].includes(new URL(item).protocol);
          } catch {
            /* reported below */
          }
          if (!ok) ctx.addIssue({ code: 'custom', message: `'${item.replace(/\/\/[^@/]*@/, '//…@')}' is not a postgres URL` });
        }
        if (!urls.length) ctx.addIssue({ code: 'custom', message: 'must list at least one postgres URL' });
        return urls;
      })
      .default([]),
    /** A replica whose replay is further behind the primary than this (ms) serves no reads. */
    REPLICA_MAX_LAG_MS: z.coerce.number().int().positive('must be a positive integer').max(600_000).default(2000),
    /**
     * The write fast path (docs/performance.md): group commit of locked transactions, inline
     * projections' writes folded into the append statement, and statements carried inside others.
     * 'off' runs every locked unit in a transaction of its own and every statement on its own.
     */
    WRITE_FAST_PATH: z.enum(['on', 'off'], { message: "'on' or 'off'" }).default('on'),
    REDIS_URL: url(['redis:', 'rediss:']).default('redis://127.0.0.1:6379'),
    QUEUE_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'letters, digits and _ . : - only')
      .default('koma'),
    KOMA_ROLE: z.enum(['api', 'worker', 'all']).default('all'),
    SMTP_URL: url(['smtp:', 'smtps:']).optional(),
    MAIL_FROM: z.string().min(3).default('Koma <no-reply@localhost>'),
    /** Where mails go as .eml files when SMTP_URL is unset. */
    MAIL_OUTBOX_DIR: z.string().min(1).default('var/mail'),
    /**
     * Which X-Forwarded-For hops to believe: 'false' (default: the socket address is the client),
     * a hop count, or a comma list of proxy addresses/CIDRs. Per-IP rate limits depend on it.
     */
    TRUST_PROXY: z
      .string()
      .regex(/^(false|true|\d{1,2}|[0-9a-fA-F:.\/,\s]+)$/, "'false', a hop count or proxy addresses")
      .default('false'),
    PAYMENT_PROVIDER: z.enum(['sandbox', 'qpay']).default('sandbox'),
    /** Sandbox only, for tests and demos: decline every plan renewal so plans go on hold. */
    PAYMENT_SANDBOX_FAIL_RENEWALS: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    QPAY_BASE_URL: url(['http:', 'https:']).optional(),
    QPAY_CLIENT_ID: z.string().min(1).optional(),
    QPAY_CLIENT_SECRET: z.string().min(1).optional(),
    QPAY_INVOICE_CODE: z.string().min(1).optional(),
    /**
     * Tugrik per US dollar for VIP plans (the catalog prices them in USD) where the provider takes MNT
     * only (QPay): a plan is then charged its USD price times this, in whole tugrik. Unset: plans
     * cannot be paid through such a provider (docs/adr/0039).
     */
    PLAN_MNT_PER_USD: z.coerce.number().positive('must be greater than 0').max(1_000_000).optional(),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    GOOGLE_ISSUER_URL: url(['http:', 'https:']).default('https://accounts.google.com'),
    UPLOADS_DIR: z.string().min(1).default('var/uploads'),
    /**
     * Where stored images live (docs/adr/0065): unset or `file:` the UPLOADS_DIR folder,
     * `file:/abs/dir` another folder, `s3://<bucket>?endpoint=<url>&region=<region>&forcePathStyle=true`
     * an S3-compatible bucket (kept private: the app serves its objects).
     */
    STORAGE_URL: z
      .string()
      .superRefine((v, ctx) => {
        try {
          parseStorageUrl(v);
        } catch (e) {
          if (!(e instanceof StorageUrlError)) throw e;
          ctx.addIssue({ code: 'custom', message: e.message });
        }
      })
      .optional(),
    /**
     * Where public stored images can be fetched from without the app (a CDN or a public copy of the
     * store): a request for one under /uploads/ is redirected to `<base>/<key>`. Paid pages never are.
     */
    PUBLIC_IMAGE_BASE_URL: url(['http:', 'https:'])
      .refine((v) => !/[?#]/.test(v), 'must have no query or fragment')
      .transform((v) => v.replace(/\/+$/, ''))
      .optional(),
    /** Credentials of an s3: STORAGE_URL (both or neither; neither: the SDK's chain, such as an instance role). */
    AWS_ACCESS_KEY_ID: z.string().min(1).optional(),
    AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /**
     * How long a signed page-image URL of a paid episode stays valid (seconds); the reader renews
     * its URLs before then. A URL lives between this and 1.2× this (expiry is rounded up to a step).
     */
    PAGE_URL_TTL_SECONDS: z.coerce.number().int().min(10).max(3600).default(300),
    /** How long a free, bought or unlocked episode may be read offline before the client renews its window (days). */
    OFFLINE_WINDOW_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    RATE_LIMIT_MULTIPLIER: z.coerce.number().positive('must be greater than 0').default(1),
    /** Open connections one client address may hold to this process (0: no cap); proxies named by TRUST_PROXY are not capped. */
    MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(100_000).default(256),
    /** GraphQL event streams (SSE subscriptions) one client address may hold open across every instance. */
    GRAPHQL_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000).default(20),
    /** GraphQL event streams one signed-in account may hold open across every instance. */
    GRAPHQL_STREAMS_PER_ACCOUNT: z.coerce.number().int().min(1).max(1_000).default(10),
    /** A GraphQL event stream that has sent nothing this long is ended (its client reconnects). */
    GRAPHQL_STREAM_IDLE_SECONDS: z.coerce.number().int().min(5).max(86_400).default(900),
    /** Where the built web client lives; the default finds web/dist from the server's folder. */
    WEB_DIST_DIR: z.string().optional(),
    /**
     * Whether home, comic detail and the reader are sent to visitors rendered (the client's server
     * build beside WEB_DIST_DIR, web/dist-server: docs/adr/0050). 'false': index.html as built.
     */
    PRERENDER_PAGES: z.enum(['true', 'false'], { message: "'true' or 'false'" }).default('true'),
    /** Support address that contact-form mails go to. */
    SUPPORT_EMAIL: z.string().email().default('support@koma.example'),
    /** The runtime environment; only development and test turn GraphQL introspection on by default. */
    NODE_ENV: z.string().optional(),
    /** GraphQL introspection (__schema, __type): unset → on only when NODE_ENV is development or test. */
    GRAPHQL_INTROSPECTION: z.enum(['true', 'false'], { message: "'true' or 'false'" }).optional(),
    /** Bearer token /metrics requires; without it the API port does not serve /metrics at all. */
    METRICS_TOKEN: z
      .string()
      .min(16, 'must be at least 16 characters')
      .regex(/^[\x21-\x7e]+$/, 'printable ASCII without spaces')
      .optional(),
    /** A second listener (on HOST) that serves only /metrics, for a scraper on the internal network. */
    METRICS_PORT: port.optional(),
    /**
     * The VAPID key pair web push is signed with (base64url, uncompressed P-256 public key and its
     * private scalar), both or neither. Neither: the server makes a pair at first start and keeps it
     * in the database (docs/inbox.md#web-push).
     */
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'base64url of a 65-byte P-256 public key (87 characters)')
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'base64url of a 32-byte P-256 private key (43 characters)')
      .optional(),
    /** The contact push services see (VAPID `sub`): a mailto: or https: URL; default mailto: the MAIL_FROM address. */
    VAPID_SUBJECT: z
      .string()
      .refine((v) => /^mailto:[^\s@]+@[^\s@]+$/.test(v) || /^https:\/\/[^\s]+$/.test(v), 'a mailto: address or an https: URL')
      .optional(),
    /**
     * Origins a push subscription's endpoint may have besides the public push services (comma
     * list, e.g. a push service on the internal network, or a test's local one). The server posts
     * to these URLs, so nothing else is accepted.
     */
    WEB_PUSH_ALLOWED_ORIGINS: z
      .string()
      .transform((v, ctx) => {
        const origins: string[] = [];
        for (const item of v
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean)) {
          try {
            const u = new URL(item);
            if ((u.protocol !== 'https:' && u.protocol !== 'http:') || u.pathname !== '/' || u.search || u.username) throw new Error();
            origins.push(u.origin);
          } catch {
            ctx.addIssue({ code: 'custom', message: `'${item}' is not an http(s) origin (scheme://host[:port])` });
          }
        }
        return origins;
      })
      .default([]),
  })
  .superRefine((c, ctx) => {
    if (c.METRICS_PORT !== undefined && c.METRICS_PORT !== 0 && c.METRICS_PORT === c.PORT) {
      ctx.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: 'must differ from PORT' });
    }
    if ((c.VAPID_PUBLIC_KEY === undefined) !== (c.VAPID_PRIVATE_KEY === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [c.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together',
      });
    }
    if ((c.AWS_ACCESS_KEY_ID === undefined) !== (c.AWS_SECRET_ACCESS_KEY === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [c.AWS_ACCESS_KEY_ID ? 'AWS_SECRET_ACCESS_KEY' : 'AWS_ACCESS_KEY_ID'],
        message: 'AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY are set together',
      });
    }
    if (c.PAYMENT_PROVIDER === 'qpay') {
      for (const k of ['QPAY_BASE_URL', 'QPAY_CLIENT_ID', 'QPAY_CLIENT_SECRET', 'QPAY_INVOICE_CODE'] as const) {
        if (!c[k]) ctx.addIssue({ code: 'custom', path: [k], message: 'required when PAYMENT_PROVIDER=qpay' });
      }
    }
  });

export type RawConfig = z.infer<typeof configSchema>;
export type Config = Omit<RawConfig, 'PUBLIC_URL' | 'GRAPHQL_INTROSPECTION'> & { PUBLIC_URL: string; GRAPHQL_INTROSPECTION: boolean };

const INTROSPECTION_ENVS = ['development', 'test'];

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Parses the environment; throws a ConfigError that lists every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const input: Record<string, string> = {};
  for (const key of Object.keys(configSchema.shape)) {
    const v = env[key];
    if (v !== undefined && v !== '') input[key] = v;
  }
  const parsed = configSchema.safeParse(input);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => {
        const key = String(i.path[0] ?? '?');
        const shown = input[key] !== undefined ? ` (got ${JSON.stringify(input[key]).slice(0, 80)})` : '';
        return `${key}: ${i.message}${shown}`;
      }),
    );
  }
  const c = parsed.data;
  return {
    ...c,
    PUBLIC_URL: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    GRAPHQL_INTROSPECTION: c.GRAPHQL_INTROSPECTION ? c.GRAPHQL_INTROSPECTION === 'true' : INTROSPECTION_ENVS.includes(c.NODE_ENV ?? ''),
  };
}
