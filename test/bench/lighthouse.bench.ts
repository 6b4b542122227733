// Lighthouse on the reader web client (issue 6, run by `npm run bench -- lighthouse`, KOMA_BENCH=1):
// the real server (startTestApp, its own database) serving the built web/dist with the demo
// catalog, and Lighthouse's mobile preset (default config: simulated slow 4G, 4× CPU slowdown)
// in Debian's Chromium on home `/`, a comic detail `/comic/<slug>` and the reader
// `/comic/<slug>/<n>` of a free episode. Targets (issue 18): performance ≥ 95, CLS ≤ 0.05, LCP ≤ 2.0 s.
// Each page runs LIGHTHOUSE_RUNS times (default 3), rounds interleaved, once at the preset's 4× CPU
// and once at each multiplier of LIGHTHOUSE_SLOWDOWNS (default 13: about a low-tier phone on a host
// of benchmark index ~3 500, see lighthouse-run.mjs), tables side by side; the table shows each
// figure's median over the runs and its range (the log names the LCP element and opportunities of
// the median run by score). LIGHTHOUSE_REPORT_DIR keeps the full reports.
// Simulated throttling replays the observed trace on a network and CPU model, but the CPU part
// multiplies the task lengths it observed: on the shared 2-core machine (load 5–10) Total
// Blocking Time, and with it the score, swings between runs. So only wide margins are asserted —
// the median score ≥ 70 and LCP within Lighthouse's "needs improvement" band (≤ 4 s) — while CLS,
// which does not depend on speed, is held to the target itself. The printed table is the figure.
// Beside Koma's pages, rounds interleaved, the same pages served with the app shell swapped for
// the floor of any React client (lighthouse-floor/serve.mjs: React and React DOM, one element
// rendered): its score is the most a React shell could reach on this machine.
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { DIST_DIR, ROOT, ensureWebBuilt } from '../browser/harness.js';
import { startTestApp, type TestApp } from '../../services/server/src/platform/testing/test-app.js';
import { CatalogImportService } from '../../services/server/src/modules/catalog/import/catalog-import.service.js';
import { freePort } from './bench-servers.js';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** Rounds of the with/without service worker comparison, each one run of every page both ways. */
const SW_RUNS = Number(process.env.LIGHTHOUSE_SW_RUNS ?? 5);
/** LIGHTHOUSE_SW_ONLY=1: only the with/without service worker comparison. */
const SW_ONLY = process.env.LIGHTHOUSE_SW_ONLY === '1';
/** CPU multipliers run after the preset's own 4× (which alone is asserted). */
const SLOWDOWNS = (process.env.LIGHTHOUSE_SLOWDOWNS ?? '13')
  .split(',')
  .map(Number)
  .filter((n) => n > 0 && n !== 4);
const runner = path.join(ROOT, 'test/bench/lighthouse-run.mjs');
const floorServer = path.join(ROOT, 'test/bench/lighthouse-floor/serve.mjs');
const step = (what: string) => process.stderr.write(`[lighthouse bench] ${what}\n`);

interface Run {
  round: number;
  url: string;
  performance: number;
  lcp: number;
  cls: number;
  tbt: number;
  fcp: number;
  si: number;
  lcpElement: string | null;
  shifts: string[];
  images: string[];
  registrationRan: boolean;
  requests: number;
  opportunities: Array<{ id: string; savingsMs: number; display: string }>;
  warnings: string[];
  benchmarkIndex: number | null;
}

/**
 * Runs Lighthouse on every URL; `cpu` replaces the preset's CPU multiplier (undefined: the preset's
 * 4×); `blocked`: URL patterns the pages may not load.
 */
function lighthouse(urls: string[], cpu?: number, blocked: string[] = [], runs = RUNS): Promise<Run[]> {
  return new Promise((resolve, reject) => {
    const env = { ...process.env, LIGHTHOUSE_CPU_SLOWDOWN: cpu ? String(cpu) : '', LIGHTHOUSE_BLOCKED_URLS: blocked.join(',') };
    const child = spawn(process.execPath, [runner, String(runs), ...urls], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'inherit'] });
    let stdout = '';
    child.stdout.on('data', (c: Buffer) => {
      stdout += c.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse-run exited with ${code}`));
      try {
        resolve(JSON.parse(stdout.trim().split('\n').pop()!) as Run[]);
      } catch (e) {
        reject(e);
      }
    });
  });
}

const median = <T>(xs: T[], by: (x: T) => number): T => [...xs].sort((a, b) => by(a) - by(b))[Math.floor((xs.length - 1) / 2)];
const range = (xs: number[], f: (n: number) => string) =>
  Math.min(...xs) === Math.max(...xs) ? f(xs[0]) : `${f(Math.min(...xs))}–${f(Math.max(...xs))}`;
const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const score = (s: number) => String(Math.round(s * 100));

/** Starts the floor server in front of Koma; resolves with its origin once it listens. */
function startFloor(origin: string): Promise<{ url: string; child: ChildProcess }> {
  return new Promise((resolve, reject) => {
    void freePort().then((port) => {
      const child = spawn(process.execPath, [floorServer, origin, String(port)], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
      child.on('error', reject);
      child.on('exit', (code) => reject(new Error(`the floor server exited with ${code}`)));
      child.stdout.on('data', (c: Buffer) => {
        if (c.toString().includes('ready')) resolve({ url: `http://127.0.0.1:${port}`, child });
      });
    }, reject);
  });
}

let t: TestApp;
let floor: { url: string; child: ChildProcess } | undefined;

beforeAll(async () => {
  ensureWebBuilt();
  t = await startTestApp(import.meta.url, { env: { WEB_DIST_DIR: DIST_DIR } });
  step('loading the demo catalog');
  await t.app.get(CatalogImportService).loadDemo();
  floor = await startFloor(t.url);
}, 300_000);
afterAll(async () => {
  floor?.child.kill('SIGTERM');
  await t?.close();
});

test("home, comic detail and reader under Lighthouse's mobile preset (targets printed, wide margins asserted)", async () => {
  // A comic from the home page's own data, and its first free episode.
  const all = (await t.request('GET', '/api/get-all-content')).body;
  const slug: string = (all.allComics[0] ?? all.allSeries[0]).slug;
  const detail = (await t.request('GET', `/api/get-comic-data/${slug}`)).body;
  const free = (detail.comicEpisode as Array<{ _id: string; monetization: string; episodeNumber: number }>).find(
    (e) => e.monetization === 'free',
  );
  expect(free).toBeDefined();
  const pages = { home: '/', 'comic detail': `/comic/${slug}`, reader: `/comic/${slug}/${free!.episodeNumber}` };

  const readerPages = (
    (await t.request('GET', `/api/get-comic-episode-data/${free!._id}`)).body.episode.content as Array<{ image: string }>
  ).map((c) => new URL(c.image.replace(/^\/?/, '/'), 'http://x').pathname);

  type Figure = 'performance' | 'lcp' | 'cls' | 'tbt' | 'fcp';
  /** The tables of one pass (Koma and the floor) and Koma's medians per page. */
  const pass = async (cpu?: number) => {
    const label = cpu ? `${cpu}× CPU` : "the preset's 4× CPU";
    step(`${RUNS} run(s) of ${Object.values(pages).join(', ')} at ${label}`);
    const runs = await lighthouse(
      Object.values(pages).flatMap((p) => [t.url + p, floor!.url + p]),
      cpu,
    );
    /** One origin's runs of a page, each figure's own median (the median run by score need not have the median LCP), and its table row. */
    const summary = (name: string, p: string, origin: string) => {
      const mine = runs.filter((r) => r.url.startsWith(origin) && new URL(r.url).pathname === p);
      expect(mine).toHaveLength(RUNS);
      const med = (k: Figure) => median(mine, (r) => r[k])[k];
      const fig = (k: Figure, f: (n: number) => string) =>
        `${f(med(k))} (${range(
          mine.map((r) => r[k]),
          f,
        )})`;
      const m = median(mine, (r) => r.performance);
      return {
        medians: { ...m, performance: med('performance'), lcp: med('lcp'), cls: med('cls'), tbt: med('tbt'), fcp: med('fcp') },
        pageImages: Math.min(...mine.map((r) => new Set(r.images.filter((i) => readerPages.includes(i))).size)),
        row: `| ${name} \`${p}\` | ${fig('performance', score)} | ${fig('lcp', sec)} | ${fig('cls', (c) => c.toFixed(3))} | ${fig('tbt', (x) => `${Math.round(x)} ms`)} | ${fig('fcp', sec)} |`,
      };
    };
    const rows: string[] = [];
    const floorRows: string[] = [];
    const medians: Record<string, Run> = {};
    let readerImages = 0;
    for (const [name, p] of Object.entries(pages)) {
      floorRows.push(summary(name, p, floor!.url).row);
      const koma = summary(name, p, t.url);
      const m = koma.medians;
      medians[name] = m;
      if (name === 'reader') readerImages = koma.pageImages;
      rows.push(koma.row);
      step(
        `${label}, ${name}: LCP element ${m.lcpElement ?? '—'}; shifts ${m.shifts.join(' | ') || '—'}; opportunities ${m.opportunities.map((o) => `${o.id} ${o.savingsMs} ms ${o.display}`).join(', ') || '—'}${m.warnings.length ? `; warnings ${m.warnings.join(' / ')}` : ''}`,
      );
    }
    const indexes = runs.map((r) => r.benchmarkIndex).filter((x): x is number => typeof x === 'number');
    const host = indexes.length ? `; Lighthouse's benchmark index of this host ${range(indexes, (x) => String(Math.round(x)))}` : '';
    tables.push(
      `\nLighthouse ${RUNS}× per page, mobile preset at ${label} (median of each figure, range in brackets; load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}${host})\n` +
        '| page | performance | LCP | CLS | TBT | FCP |\n|---|---|---|---|---|---|\n' +
        `${rows.join('\n')}\n` +
        `the reader's page images loaded in every run: at least ${readerImages} (its episode has ${readerPages.length} pages; the rest load as the reader scrolls)\n` +
        'the floor: the same pages with the shell swapped for React and React DOM rendering one element\n' +
        '| page | performance | LCP | CLS | TBT | FCP |\n|---|---|---|---|---|---|\n' +
        `${floorRows.join('\n')}\n\n`,
    );
    return { medians, readerImages };
  };

  const tables: string[] = [];
  const preset = SW_ONLY ? undefined : await pass();
  if (!SW_ONLY) for (const cpu of SLOWDOWNS) await pass(cpu);
  // What the service worker costs (ADR 0067): every page at the preset's 4× with the app as built
  // and with /sw.js refused (the app then registers none), in alternating rounds so background
  // load hits both alike; each figure's median of one beside the other's. Lighthouse clears the
  // origin's storage before each run, so every run is a first visit: the worker registers after
  // the load event and its install fetches the whole precache, the cost a first-time reader pays.
  step(`${SW_RUNS} alternating round(s) of ${Object.values(pages).join(', ')} with and without the service worker`);
  const urls = Object.values(pages).map((p) => t.url + p);
  const withSw: Run[] = [];
  const withoutSw: Run[] = [];
  for (let round = 0; round < SW_RUNS; round++) {
    const both = [() => lighthouse(urls, undefined, [], 1), () => lighthouse(urls, undefined, ['*/sw.js'], 1)];
    if (round % 2) both.reverse();
    const [first, second] = [await both[0]!(), await both[1]!()];
    withSw.push(...(round % 2 ? second : first));
    withoutSw.push(...(round % 2 ? first : second));
  }
  // Both sides ran the registration code inside the recorded window (the side without the
  // worker has its script refused); the worker's install fetches the precache in its own context.
  const registered = [...withSw, ...withoutSw].filter((r) => r.registrationRan).length;
  const swRows = Object.entries(pages).map(([name, p]) => {
    const on = withSw.filter((r) => new URL(r.url).pathname === p);
    const off = withoutSw.filter((r) => new URL(r.url).pathname === p);
    expect(on).toHaveLength(SW_RUNS);
    expect(off).toHaveLength(SW_RUNS);
    const cell = (k: 'performance' | 'lcp' | 'tbt' | 'fcp' | 'requests', f: (n: number) => string) => {
      const a = median(on, (r) => r[k])[k];
      const b = median(off, (r) => r[k])[k];
      const change = b === 0 ? 0 : ((a - b) / b) * 100;
      return `${f(a)} / ${f(b)} (${change >= 0 ? '+' : ''}${change.toFixed(1)} %)`;
    };
    return `| ${name} \`${p}\` | ${cell('performance', score)} | ${cell('lcp', sec)} | ${cell('tbt', (x) => `${Math.round(x)} ms`)} | ${cell('fcp', sec)} | ${cell('requests', String)} |`;
  });
  tables.push(
    `\nWith the service worker / without it (/sw.js refused), preset's 4× CPU, medians of ${SW_RUNS} alternating rounds (load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')})\n` +
      '| page | performance | LCP | TBT | FCP | requests |\n|---|---|---|---|---|---|\n' +
      `${swRows.join('\n')}\n` +
      `the registration code ran inside the recorded window in ${registered} of ${withSw.length + withoutSw.length} runs\n\n`,
  );
  // One write at the end, on stderr: what Jest's --forceExit could cut off is never buffered.
  process.stderr.write(`${tables.join('')}target (at the preset's 4×): performance ≥ 95, CLS ≤ 0.05, LCP ≤ 2.0 s\n`);
  if (!preset) {
    expect(withSw.every((r) => r.cls <= 0.05)).toBe(true);
    return;
  }
  const medians = preset.medians;
  // The reader goes on past its first page: the pages after it are asked for once it shows.
  expect(preset.readerImages).toBeGreaterThan(Math.min(1, readerPages.length - 1));

  // Wide margins only (see the header); CLS is held to the target.
  const misses = Object.entries(medians).flatMap(([name, m]) =>
    [
      m.performance < 0.7 ? `${name}: performance ${score(m.performance)} < 70` : null,
      m.cls > 0.05 ? `${name}: CLS ${m.cls.toFixed(3)} > 0.05` : null,
      m.lcp > 4000 ? `${name}: LCP ${sec(m.lcp)} > 4 s` : null,
    ].filter((x): x is string => x !== null),
  );
  expect(misses).toEqual([]);
}, 1_800_000);
