// Runs Lighthouse's default config (mobile preset: Moto G Power viewport, simulated slow 4G and a
// 4× CPU slowdown) on each URL given, `runs` times each, in Debian's Chromium, and prints one
// JSON line with the figures and the top opportunities of every run. Lighthouse is ESM with
// dynamic imports and JSON modules that Jest's VM modules do not load, so lighthouse.bench.ts
// runs this in a child process.
//   node test/bench/lighthouse-run.mjs <runs> <url>...
// CHROMIUM_PATH overrides /usr/bin/chromium; LIGHTHOUSE_CPU_SLOWDOWN the CPU multiplier (below); LIGHTHOUSE_BLOCKED_URLS what may not load; LIGHTHOUSE_REPORT_DIR keeps every full report (JSON,
// viewable at googlechrome.github.io/lighthouse/viewer) for a closer look.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';

const [runsArg, ...urls] = process.argv.slice(2);
const runs = Number(runsArg);
if (!Number.isInteger(runs) || runs < 1 || urls.length === 0) {
  process.stderr.write('usage: node lighthouse-run.mjs <runs> <url>...\n');
  process.exit(2);
}

const METRICS = {
  lcp: 'largest-contentful-paint',
  cls: 'cumulative-layout-shift',
  tbt: 'total-blocking-time',
  fcp: 'first-contentful-paint',
  si: 'speed-index',
};

/** The figures of one report, plus what Lighthouse says would help most (for the bench's log). */
function summarise(lhr) {
  const audits = lhr.audits;
  const figures = Object.fromEntries(Object.entries(METRICS).map(([k, id]) => [k, audits[id]?.numericValue ?? null]));
  const opportunities = Object.values(audits)
    .filter((a) => a.details?.type === 'opportunity' && (a.score ?? 1) < 0.9)
    .map((a) => ({
      id: a.id,
      savingsMs: Math.round(a.metricSavings?.LCP ?? a.details.overallSavingsMs ?? 0),
      display: a.displayValue ?? '',
    }))
    .sort((a, b) => b.savingsMs - a.savingsMs)
    .slice(0, 5);
  const lcpElement = audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null;
  const shifts = (audits['layout-shifts']?.details?.items ?? [])
    .slice(0, 3)
    .map((i) => `${i.score?.toFixed?.(3)} ${i.node?.snippet ?? ''}`);
  // Image requests that finished, by path: the bench checks the reader asked for its pages.
  const requests = audits['network-requests']?.details?.items ?? [];
  const images = requests
    .filter((r) => r.resourceType === 'Image' && r.statusCode === 200 && r.finished !== false)
    .map((r) => new URL(r.url).pathname);
  return {
    url: lhr.finalDisplayedUrl,
    performance: lhr.categories.performance.score,
    ...figures,
    lcpElement,
    shifts,
    images,
    // Whether the page ran the code that registers the service worker (its chunk loads after the
    // load event), and how many requests the page made. The worker's own fetches (its script,
    // the precache) belong to the worker, not the page, so Lighthouse neither records nor
    // simulates them.
    registrationRan: requests.some((r) => /^\/assets\/service-worker-[^/]+\.js$/.test(new URL(r.url).pathname) && r.statusCode === 200),
    requests: requests.length,
    opportunities,
    warnings: lhr.runWarnings,
    // Lighthouse's own measure of the host's CPU (higher is faster). Its simulated 4× slowdown
    // multiplies the tasks this host ran, so TBT and the score move with it.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  };
}

/**
 * LIGHTHOUSE_CPU_SLOWDOWN replaces the preset's 4× CPU multiplier (the rest of its throttling
 * kept). A multiplier m on a host of benchmark index B models a device of index about B / m;
 * Chrome DevTools' CPU calibration takes 1 000 for a mid-tier phone (Pixel 5) and 264 for a
 * low-tier one (Moto G Power 2022), so the fixed 4× models a slower phone on a slower host.
 */
const cpu = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN ?? 0);
const slowdown = cpu > 0 ? { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpu } } : {};
/** LIGHTHOUSE_BLOCKED_URLS: URL patterns the page may not load (`*\/sw.js`: the app without its service worker). */
const blocked = (process.env.LIGHTHOUSE_BLOCKED_URLS ?? '').split(',').filter(Boolean);

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--mute-audio',
  ],
  logLevel: 'silent',
});
/**
 * One Lighthouse run. A trace that comes back without a navigation start or a first paint
 * (NO_NAVSTART, NO_FCP: Chromium under heavy load now and then) is retried, twice at most.
 */
async function audit(url) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(blocked.length ? { blockedUrlPatterns: blocked } : {}),
      ...slowdown,
    });
    if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
    const err = result.lhr.runtimeError;
    if (!err) return result;
    if (attempt === 3 || !/^NO_(NAVSTART|FCP|LCP)$/.test(err.code)) throw new Error(`${url}: ${err.code} ${err.message}`);
    process.stderr.write(`[lighthouse] ${url}: ${err.code}, running it again\n`);
  }
}

const out = [];
try {
  for (let i = 0; i < runs; i++) {
    // Pages interleave across rounds, so background load on the machine hits every page alike.
    for (const url of urls) {
      const result = await audit(url);
      out.push({ round: i, ...summarise(result.lhr) });
      if (process.env.LIGHTHOUSE_REPORT_DIR) {
        mkdirSync(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true });
        const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home';
        writeFileSync(path.join(process.env.LIGHTHOUSE_REPORT_DIR, `${name}-${i}.json`), result.report);
      }
    }
  }
} finally {
  await chrome.kill();
}
process.stdout.write(`${JSON.stringify(out)}\n`);
