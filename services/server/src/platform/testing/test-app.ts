import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { DynamicModule, Type } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { loadConfig, type Config } from '../../config/config.schema.js';
import { createApp } from '../../app/create-app.js';
import type { Clock } from '../clock/clock.js';
import { freshTestDatabase } from './test-database.js';
import { setLogLevel } from '../logging/logger.js';
import { WRITE_FAST_PATH_UNDER_TEST } from './write-fast-path.js';

/** One BullMQ prefix per test run, so parallel runs and dev servers never steal jobs. */
export const RUN_QUEUE_PREFIX = process.env.TEST_QUEUE_PREFIX ?? `koma-test-${process.pid}-${randomBytes(3).toString('hex')}`;

export interface TestApp {
  app: NestFastifyApplication;
  config: Config;
  url: string;
  /** fetch against the app; JSON bodies are encoded; the parsed body is returned with the status. */
  request(
    method: string,
    pathname: string,
    opts?: { body?: unknown; token?: string; headers?: Record<string, string>; redirect?: RequestRedirect },
  ): Promise<{ status: number; body: any; headers: Headers }>;
  graphql(query: string, variables?: Record<string, unknown>, token?: string): Promise<{ status: number; body: any }>;
  close(): Promise<void>;
}

/** Starts the whole app against the spec file's fresh database on a random port. */
export async function startTestApp(
  specFile: string,
  opts: { clock?: Clock; env?: Record<string, string>; modules?: Array<Type | DynamicModule> } = {},
): Promise<TestApp> {
  setLogLevel(process.env.TEST_LOG_LEVEL ?? 'silent');
  const dbUrl = await freshTestDatabase(specFile);
  const uploads = await mkdtemp(path.join(os.tmpdir(), 'koma-uploads-'));
  const config = loadConfig({
    DATABASE_URL: dbUrl,
    QUEUE_PREFIX: `${RUN_QUEUE_PREFIX}-${path.basename(specFile).slice(0, 20)}`,
    UPLOADS_DIR: uploads,
    LOG_LEVEL: 'silent',
    PORT: '0',
    // Two Jest workers, CLI children and a fresh-clone server share PostgreSQL's 100 connections.
    DATABASE_POOL_MAX: '8',
    NODE_ENV: 'test',
    WRITE_FAST_PATH: WRITE_FAST_PATH_UNDER_TEST,
    // npm test names the Redis it found or started (scripts/services.mjs).
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...opts.env,
  });
  const app = await createApp(config, { clock: opts.clock, modules: opts.modules });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.getHttpServer().address() as { port: number };
  const url = `http://127.0.0.1:${addr.port}`;
  // The port is known only now: absolute links (mails, provider callbacks) must point here.
  if (!opts.env?.PUBLIC_URL) (config as { PUBLIC_URL: string }).PUBLIC_URL = url;

  const request: TestApp['request'] = async (method, pathname, o = {}) => {
    const headers: Record<string, string> = { ...o.headers };
    let body: BodyInit | undefined;
    if (o.body instanceof FormData) body = o.body;
    else if (o.body !== undefined) {
      body = JSON.stringify(o.body);
      headers['content-type'] = 'application/json';
    }
    if (o.token) headers.token = o.token;
    const res = await fetch(url + pathname, { method, headers, body, redirect: o.redirect });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: res.status, body: parsed, headers: res.headers };
  };
  const graphql: TestApp['graphql'] = async (query, variables, token) => {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return { status: res.status, body: await res.json() };
  };
  return { app, config, url, request, graphql, close: () => app.close() };
}
