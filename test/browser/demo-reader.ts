// A browser harness on the demo catalog with one signed-up reader, for the specs that try screens in
// both languages (reader-experience, reader-polish, phone-history): the harness, the reader, a page
// per viewport, and the language and session stored before the app starts.
import { afterAll, beforeAll } from '@jest/globals';
import { startBrowserHarness, type BrowserHarness, type PageSession } from './harness.js';
import { CatalogImportService } from '../../services/server/src/modules/catalog/import/catalog-import.service.js';
import { prepareDemoCatalog } from '../../services/server/src/modules/catalog/demo/demo-loader.js';
import { newReader } from '../fixtures/readers.js';

export type Language = 'english' | 'mongolian';
export const LANGUAGES: Language[] = ['english', 'mongolian'];
export const GHOSTS = 'lantern-street-ghosts';

export interface DemoReader {
  readonly h: BrowserHarness;
  readonly reader: { userId: string; token: string; email: string };
  withPage(viewport: { width: number; height: number }, fn: (s: PageSession) => Promise<void>): Promise<void>;
  /**
   * Stores the language (and, unless `signedOut`, the reader's session) before the app starts. A
   * signed-in app takes the account's language, so the account's setting is set to it too.
   */
  prepare(s: PageSession, language: Language, opts?: { signedOut?: boolean }): Promise<void>;
  /** Opens a route and waits until its page has drawn its level-one heading and settled. */
  visit(s: PageSession, route: string): Promise<void>;
}

/** Registers the spec's beforeAll/afterAll; the fields fill in once beforeAll has run. */
export function useDemoReader(specUrl: string, name: string): DemoReader {
  const state = {} as { h: BrowserHarness; reader: DemoReader['reader'] };
  beforeAll(async () => {
    state.h = await startBrowserHarness(specUrl, { env: { RATE_LIMIT_MULTIPLIER: '50' } });
    const demo = await prepareDemoCatalog();
    await state.h.app.app.get(CatalogImportService).importDocument(demo.doc, demo.baseDir);
    state.reader = await newReader(state.h.app, name);
  }, 300_000);
  afterAll(async () => {
    await state.h?.close();
  });

  return {
    get h() {
      return state.h;
    },
    get reader() {
      return state.reader;
    },
    async withPage(viewport, fn) {
      const s = await state.h.open(viewport);
      try {
        await fn(s);
      } finally {
        await s.close();
      }
    },
    async prepare(s, language, opts = {}) {
      if (!opts.signedOut) {
        const { AccountsService } = await import('../../services/server/src/modules/identity/accounts.service.js');
        await state.h.app.app.get(AccountsService).updateSettings(state.reader.userId, undefined, { language });
      }
      await s.page.addInitScript(
        ([lang, token, userId, signedOut]) => {
          if (sessionStorage.getItem('demo-reader-prepared')) return;
          sessionStorage.setItem('demo-reader-prepared', '1');
          localStorage.setItem('language', JSON.stringify(lang));
          if (!signedOut) {
            localStorage.setItem('token', JSON.stringify(token));
            localStorage.setItem('userId', JSON.stringify(userId));
          }
        },
        [language, state.reader.token, state.reader.userId, opts.signedOut ?? false] as const,
      );
    },
    async visit(s, route) {
      await s.goto(route);
      await s.page.locator('h1').first().waitFor({ state: 'attached', timeout: 10_000 });
      await s.page.waitForLoadState('networkidle').catch(() => undefined);
      await s.page.waitForTimeout(150);
    },
  };
}
