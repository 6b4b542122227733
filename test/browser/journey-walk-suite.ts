// One language and persona's journey walk as a spec file: a server on the demo catalog with the
// history reader (built through the API, its history spread over months by the app's clock; the
// visitor's routes name its comics and codes too), then one test per width. Each test fails once,
// listing every failure of its slice. Four files (en/mn × visitor/reader), so Jest's workers walk
// them side by side.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { snapshotWebBuild, startBrowserHarness, type BrowserHarness } from './harness.js';
import { JOURNEYS, WIDTHS, walk, type Language, type Persona } from './journey-walk.js';
import { buildHistoryReader, HistoryClock, type HistoryReader } from '../fixtures/history-reader.js';
import { startSmtpSink, type SmtpSink } from '../../services/server/src/platform/testing/smtp-sink.js';
import { CatalogImportService } from '../../services/server/src/modules/catalog/import/catalog-import.service.js';
import { prepareDemoCatalog } from '../../services/server/src/modules/catalog/demo/demo-loader.js';

export function journeyWalkSpec(specUrl: string, language: Language, persona: Persona): void {
  let h: BrowserHarness;
  let sink: SmtpSink;
  let reader: HistoryReader;

  beforeAll(async () => {
    const clock = new HistoryClock();
    sink = await startSmtpSink();
    // The walk runs for minutes: it serves its own copy of the build.
    h = await startBrowserHarness(specUrl, {
      env: { WEB_DIST_DIR: snapshotWebBuild(), SMTP_URL: sink.url, RATE_LIMIT_MULTIPLIER: '50' },
      clock,
    });
    const demo = await prepareDemoCatalog();
    await h.app.app.get(CatalogImportService).importDocument(demo.doc, demo.baseDir);
    reader = await buildHistoryReader(h.app, sink, { clock, language });
  }, 300_000);
  afterAll(async () => {
    await h?.close();
    await sink?.close();
  });

  describe(`journey walk in ${language} as the ${persona}`, () => {
    // JOURNEY_WALK_ONLY=<regex> walks only the matching routes (while working on one screen).
    const only = process.env.JOURNEY_WALK_ONLY ? new RegExp(process.env.JOURNEY_WALK_ONLY) : null;
    const journeys = only ? JOURNEYS.filter((j) => typeof j.route === 'function' || only.test(j.route)) : undefined;
    const slices = WIDTHS.map((viewport) => ({ name: `${persona} at ${viewport.width} px`, viewport }));
    test.each(slices)(
      '$name: every route holds',
      async ({ viewport }) => {
        const started = Date.now();
        const { failures, pages } = await walk(h, reader, { persona, language, viewport }, { journeys });
        console.log(
          `journey walk ${language} ${persona} ${viewport.width}px: ${pages} pages in ${Math.round((Date.now() - started) / 1000)} s, ${failures.length} failures`,
        );
        expect({ pages: pages > (journeys ? 0 : 30), failures: failures.join('\n') }).toEqual({ pages: true, failures: '' });
      },
      600_000,
    );
  });
}
