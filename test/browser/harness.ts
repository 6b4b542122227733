// Browser-test harness: the real server (startTestApp: fresh database, random port, serving the
// built web/dist) and Debian's Chromium driven by playwright-core. Each page session records
// console errors, page errors, failed requests and HTTP error responses; axe-core scans assert
// zero serious or critical violations; screenshots go to test/browser/screenshots/ (git-ignored).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../../services/server/src/platform/testing/test-app.js';
import type { Clock } from '../../services/server/src/platform/clock/clock.js';
import { WEB_BUILDS, webSourcesMtime } from '../../scripts/web-sources.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const WEB_DIR = path.join(ROOT, 'web');
export const DIST_DIR = path.join(WEB_DIR, 'dist');
export const SCREENSHOT_DIR = path.join(ROOT, 'test/browser/screenshots');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/** Builds web/dist when it is missing or older than the client sources (the server serves it). */
export function ensureWebBuilt(): void {
  const out = path.join(DIST_DIR, 'index.html');
  const fresh = () => {
    return existsSync(out) && statSync(out).mtimeMs >= webSourcesMtime(WEB_DIR);
  };
  if (fresh()) return;
  // Jest runs spec files in parallel workers: one builds, the others wait (mkdir is atomic).
  const lock = path.join(WEB_DIR, '.build-lock');
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (Date.now() > deadline) {
        rmSync(lock, { recursive: true, force: true });
        continue;
      }
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
    }
  }
  try {
    if (!fresh()) buildWeb();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * A private copy of the built client (web/dist and its server build web/dist-server), for a spec
 * that runs long: a rebuild of web/dist while it runs (another spec after a source change) would
 * otherwise replace the chunks its pages ask for. Pass it as the harness's WEB_DIST_DIR.
 */
export function snapshotWebBuild(): string {
  ensureWebBuilt();
  const lock = path.join(WEB_DIR, '.build-lock');
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
    }
  }
  try {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'koma-web-'));
    cpSync(DIST_DIR, path.join(dir, 'dist'), { recursive: true });
    if (existsSync(`${DIST_DIR}-server`)) cpSync(`${DIST_DIR}-server`, path.join(dir, 'dist-server'), { recursive: true });
    return path.join(dir, 'dist');
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function buildWeb(): void {
  for (const args of WEB_BUILDS) {
    const r = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), ...args], {
      cwd: WEB_DIR,
      encoding: 'utf8',
      // Jest sets NODE_ENV=test, which would make Vite bundle React's development build.
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (r.status !== 0) throw new Error(`web build failed:\n${r.stdout}\n${r.stderr}`);
  }
}

/** Resolves once `check()` holds (asked every 50 ms); throws after `timeoutMs`. */
export async function waitUntil(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[]; failureSummary?: string }>;
}

export interface ConsoleProblem {
  text: string;
  url?: string;
}

export interface PageSession {
  page: Page;
  context: BrowserContext;
  /** console.error messages and uncaught page errors. */
  consoleErrors: ConsoleProblem[];
  /** Requests that never got a response (network error, blocked), except navigation aborts. */
  failedRequests: string[];
  /** Responses with status ≥ 400: `${status} ${method} ${path}`. */
  errorResponses: string[];
  /** Text of every toast the page has shown, in order, across navigations (recorded as each appears). */
  toastsShown: string[];
  goto(pathname: string): Promise<void>;
  /** Reloads the page and waits, as `goto` does, until the app runs it (not only the server's markup). */
  reload(): Promise<void>;
  /** Runs axe-core; returns the serious and critical violations (with `everyImpact`, all of them). */
  axe(opts?: { everyImpact?: boolean }): Promise<AxeViolation[]>;
  /** Saves `<name>-<width>.png`. */
  screenshot(name: string): Promise<string>;
  /**
   * Console errors and failed requests the page itself is responsible for. `expectedErrors` lists
   * paths whose error responses (any status) the test provokes on purpose; the browser's "Failed
   * to load resource" line for those is then not counted.
   */
  problems(opts?: { expectedErrors?: RegExp }): string[];
  close(): Promise<void>;
}

export interface BrowserHarness {
  app: TestApp;
  browser: Browser;
  baseUrl: string;
  open(viewport?: { width: number; height: number }): Promise<PageSession>;
  close(): Promise<void>;
}

const axeSource = () => readFileSync(path.join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');

/** Starts the server for one spec file (its own database) and launches Chromium. */
export async function startBrowserHarness(
  specFile: string,
  opts: { env?: Record<string, string>; clock?: Clock } = {},
): Promise<BrowserHarness> {
  ensureWebBuilt();
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const app = await startTestApp(specFile, { env: { WEB_DIST_DIR: DIST_DIR, ...opts.env }, clock: opts.clock });
  let browser: Browser;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  } catch (e) {
    await app.close();
    throw e;
  }
  const baseUrl = app.url;
  const axe = axeSource();

  const open: BrowserHarness['open'] = async (viewport = DESKTOP) => {
    // Phone widths get a touch screen, so taps (pointerType 'touch') are exercised there.
    const touch = viewport.width < 600;
    const context = await browser.newContext({
      viewport,
      baseURL: baseUrl,
      reducedMotion: 'reduce',
      locale: 'en-US',
      hasTouch: touch,
      isMobile: touch,
    });
    const page = await context.newPage();
    const consoleErrors: ConsoleProblem[] = [];
    const failedRequests: string[] = [];
    const errorResponses: string[] = [];
    const toastsShown: string[] = [];
    // A toast is recorded the moment it is added, so a test can check one that has come and gone
    // while a loaded machine was still readying the page.
    await page.exposeFunction('__komaToastShown', (text: string) => {
      toastsShown.push(text);
    });
    await page.addInitScript(() => {
      const report = (window as unknown as { __komaToastShown: (t: string) => void }).__komaToastShown;
      new MutationObserver((records) => {
        for (const r of records) {
          for (const n of r.addedNodes) {
            if (!(n instanceof Element)) continue;
            const found = n.matches('.Toastify__toast') ? [n] : Array.from(n.querySelectorAll('.Toastify__toast'));
            for (const t of found) void report(t.textContent ?? '');
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const errored = new Set<string>();
    page.on('console', (msg) => {
      if (msg.type() === 'error') consoleErrors.push({ text: msg.text(), url: msg.location()?.url });
    });
    page.on('pageerror', (err) => consoleErrors.push({ text: `pageerror: ${err.message}` }));
    page.on('requestfailed', (req) => {
      const failure = req.failure()?.errorText ?? 'failed';
      // A fetch cut off by leaving the page is not a defect of the page; nor is the chunk that
      // registers the service worker, asked for after the load event (app/service-worker.ts), cut
      // off by a navigation (the next page asks for it again). Any other script or stylesheet is.
      const registration = /^\/assets\/service-worker-[^/]+\.js$/.test(new URL(req.url()).pathname);
      if (failure === 'net::ERR_ABORTED' && (registration || (req.resourceType() !== 'script' && req.resourceType() !== 'stylesheet')))
        return;
      failedRequests.push(`${req.method()} ${req.url().replace(baseUrl, '')} (${failure})`);
    });
    page.on('response', (res) => {
      if (res.status() >= 400) {
        const p = res.url().replace(baseUrl, '');
        errorResponses.push(`${res.status()} ${res.request().method()} ${p}`);
        errored.add(res.url());
      }
    });
    // A server-rendered page shows (buttons and all) before the app runs: wait until it has hydrated
    // or rendered its own (app/provider.tsx).
    const appReady = async () => {
      await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
      await page.locator('#root > *').first().waitFor({ state: 'attached' });
    };
    const session: PageSession = {
      page,
      context,
      consoleErrors,
      failedRequests,
      errorResponses,
      toastsShown,
      async goto(pathname) {
        await page.goto(pathname, { waitUntil: 'load' });
        await appReady();
      },
      async reload() {
        await page.reload({ waitUntil: 'load' });
        await appReady();
      },
      async axe(o = {}) {
        const loaded = await page.evaluate('typeof window.axe === "object"');
        if (!loaded) await page.evaluate(`${axe}\n;void 0`);
        const violations = (await page.evaluate(
          `axe.run(document, { resultTypes: ['violations'] }).then(r => r.violations.map(v => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 5).map(n => ({ target: n.target, failureSummary: n.failureSummary })) })))`,
        )) as AxeViolation[];
        return o.everyImpact ? violations : violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      },
      async screenshot(name) {
        const width = page.viewportSize()?.width ?? 0;
        const file = path.join(SCREENSHOT_DIR, `${name}-${width}.png`);
        await page.screenshot({ path: file, fullPage: false });
        return file;
      },
      problems(o = {}) {
        const out: string[] = [];
        for (const c of consoleErrors) {
          const resourceError = c.text.startsWith('Failed to load resource') && c.url ? new URL(c.url) : null;
          const tolerated =
            resourceError !== null &&
            o.expectedErrors !== undefined &&
            errored.has(c.url!) &&
            o.expectedErrors.test(resourceError.pathname);
          if (!tolerated) out.push(`console: ${c.text}${c.url ? ` (${c.url.replace(baseUrl, '')})` : ''}`);
        }
        for (const f of failedRequests) out.push(`request failed: ${f}`);
        return out;
      },
      close: () => context.close(),
    };
    return session;
  };

  return {
    app,
    browser,
    baseUrl,
    open,
    async close() {
      await browser.close().catch(() => undefined);
      await app.close();
    },
  };
}

/** Formats axe violations for an assertion message. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')} — ${n.failureSummary ?? ''}`).join('\n')}`)
    .join('\n');
}

/** Opens home, then stores the reader's session the way the client keeps it (the next page load is signed in). */
export async function signIn(s: PageSession, reader: { token: string; userId: string }): Promise<void> {
  await s.goto('/');
  await s.page.evaluate(
    ([token, userId]) => {
      localStorage.setItem('token', JSON.stringify(token));
      localStorage.setItem('userId', JSON.stringify(userId));
    },
    [reader.token, reader.userId],
  );
}

const toastTaken = new WeakMap<PageSession, Set<number>>();
/**
 * Waits until the page has shown a toast carrying `text` (a string matches as a case-insensitive
 * substring, like Playwright's `hasText`) that an earlier call has not already taken. It counts a
 * toast that has already closed, so the step that raises it may take longer than the toast shows.
 */
export async function toastShown(s: PageSession, text: string | RegExp, opts: { timeout?: number } = {}): Promise<void> {
  const taken = toastTaken.get(s) ?? new Set<number>();
  toastTaken.set(s, taken);
  const matches = (shown: string) => {
    const t = shown.replace(/\s+/g, ' ').trim();
    return typeof text === 'string' ? t.toLowerCase().includes(text.toLowerCase()) : text.test(t);
  };
  const deadline = Date.now() + (opts.timeout ?? 30_000);
  for (;;) {
    const i = s.toastsShown.findIndex((shown, at) => !taken.has(at) && matches(shown));
    if (i >= 0) {
      taken.add(i);
      return;
    }
    if (Date.now() > deadline) throw new Error(`no toast ${String(text)} shown; toasts seen: ${JSON.stringify(s.toastsShown)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The first toast on screen that carries `text`. */
export const toast = (s: PageSession, text: string | RegExp) => s.page.locator('.Toastify__toast').filter({ hasText: text }).first();
