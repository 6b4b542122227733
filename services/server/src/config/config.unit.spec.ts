import { ConfigError, loadConfig } from './config.schema.js';

describe('loadConfig', () => {
  it('applies the contract defaults', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.PUBLIC_URL).toBe('http://localhost:3000');
    expect(c.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/koma');
    expect(c.QUEUE_PREFIX).toBe('koma');
    expect(c.KOMA_ROLE).toBe('all');
    expect(c.RATE_LIMIT_MULTIPLIER).toBe(1);
  });

  it('lists every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'abc', KOMA_ROLE: 'boss', RATE_LIMIT_MULTIPLIER: '0', DATABASE_URL: 'mysql://x' });
      throw new Error('expected a ConfigError');
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      const msg = (e as Error).message;
      for (const k of ['PORT', 'KOMA_ROLE', 'RATE_LIMIT_MULTIPLIER', 'DATABASE_URL']) expect(msg).toContain(k);
    }
  });

  it('turns GraphQL introspection on only in development and test, unless GRAPHQL_INTROSPECTION says otherwise', () => {
    expect(loadConfig({}).GRAPHQL_INTROSPECTION).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).GRAPHQL_INTROSPECTION).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).GRAPHQL_INTROSPECTION).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).GRAPHQL_INTROSPECTION).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', GRAPHQL_INTROSPECTION: 'false' }).GRAPHQL_INTROSPECTION).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'true' }).GRAPHQL_INTROSPECTION).toBe(true);
    expect(() => loadConfig({ GRAPHQL_INTROSPECTION: 'yes' })).toThrow(/GRAPHQL_INTROSPECTION/);
  });

  it('turns the write fast path on by default; off on request; nothing else', () => {
    expect(loadConfig({}).WRITE_FAST_PATH).toBe('on');
    expect(loadConfig({ WRITE_FAST_PATH: 'off' }).WRITE_FAST_PATH).toBe('off');
    expect(() => loadConfig({ WRITE_FAST_PATH: 'false' })).toThrow(/WRITE_FAST_PATH: 'on' or 'off'/);
  });

  it('requires the QPay settings only with the qpay provider', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'qpay' })).toThrow(/QPAY_CLIENT_ID/);
    expect(loadConfig({ PAYMENT_PROVIDER: 'sandbox' }).PAYMENT_PROVIDER).toBe('sandbox');
  });

  it('takes a metrics token of at least 16 printable characters and a metrics port other than PORT', () => {
    expect(loadConfig({}).METRICS_TOKEN).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'a-long-enough-token', METRICS_PORT: '9464' })).toMatchObject({
      METRICS_TOKEN: 'a-long-enough-token',
      METRICS_PORT: 9464,
    });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ METRICS_TOKEN: 'has a space in it, sadly' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ PORT: '3000', METRICS_PORT: '3000' })).toThrow(/METRICS_PORT: must differ from PORT/);
  });

  it('takes a VAPID key pair only whole and well formed, and push endpoint origins only as origins', () => {
    const pub = `B${'A'.repeat(86)}`;
    const priv = 'A'.repeat(43);
    expect(loadConfig({}).VAPID_PUBLIC_KEY).toBeUndefined();
    expect(loadConfig({}).WEB_PUSH_ALLOWED_ORIGINS).toEqual([]);
    expect(loadConfig({ VAPID_PUBLIC_KEY: pub, VAPID_PRIVATE_KEY: priv })).toMatchObject({
      VAPID_PUBLIC_KEY: pub,
      VAPID_PRIVATE_KEY: priv,
    });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: pub })).toThrow(
      /VAPID_PRIVATE_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together/,
    );
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: priv })).toThrow(/VAPID_PUBLIC_KEY: base64url/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://example.com' })).toThrow(/VAPID_SUBJECT/);
    expect(loadConfig({ VAPID_SUBJECT: 'mailto:ops@example.com' }).VAPID_SUBJECT).toBe('mailto:ops@example.com');
    expect(loadConfig({ WEB_PUSH_ALLOWED_ORIGINS: 'http://127.0.0.1:9000, https://push.internal/' }).WEB_PUSH_ALLOWED_ORIGINS).toEqual([
      'http://127.0.0.1:9000',
      'https://push.internal',
    ]);
    expect(() => loadConfig({ WEB_PUSH_ALLOWED_ORIGINS: 'https://push.internal/some/path' })).toThrow(/WEB_PUSH_ALLOWED_ORIGINS/);
    expect(() => loadConfig({ WEB_PUSH_ALLOWED_ORIGINS: 'ftp://x' })).toThrow(/WEB_PUSH_ALLOWED_ORIGINS/);
  });
});
