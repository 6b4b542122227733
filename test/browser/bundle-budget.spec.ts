// Bundle budget (issue 6, Performance; lowered by issue 18): the JavaScript the home route needs
// before it can render — the entry chunk, its static imports and the home page's lazy chunk with
// its static imports — must stay ≤ 170 KB gzipped (159 KB now, react-dom about a third of it),
// and every page must be a lazy chunk outside the entry.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, test } from '@jest/globals';
import { DIST_DIR, ensureWebBuilt } from './harness.js';

const BUDGET_BYTES = 170 * 1024;
const HOME_PAGE = 'src/features/home/components/home-page.tsx';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  src?: string;
}

function loadManifest(): Record<string, ManifestChunk> {
  ensureWebBuilt();
  return JSON.parse(readFileSync(path.join(DIST_DIR, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
}

/** The chunk and everything it imports statically. */
function closure(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(manifest, dep, seen);
  return seen;
}

const gzipSize = (file: string) => gzipSync(readFileSync(path.join(DIST_DIR, file)), { level: 9 }).length;

describe('bundle budget', () => {
  test(`the home route loads at most ${BUDGET_BYTES / 1024} KB of gzipped JavaScript`, () => {
    const manifest = loadManifest();
    const entries = Object.entries(manifest).filter(([, c]) => c.isEntry);
    expect(entries).toHaveLength(1);
    const [entryKey] = entries[0]!;
    expect(manifest[HOME_PAGE]?.isDynamicEntry).toBe(true);
    const keys = new Set([...closure(manifest, entryKey), ...closure(manifest, HOME_PAGE)]);
    const files = [...keys].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
    const sizes = files.map((f) => [f, gzipSize(f)] as const);
    const total = sizes.reduce((n, [, s]) => n + s, 0);
    process.stdout.write(
      `home route initial JS: ${(total / 1024).toFixed(1)} KB gzipped in ${files.length} files\n${sizes.map(([f, s]) => `  ${f} ${(s / 1024).toFixed(1)} KB`).join('\n')}\n`,
    );
    expect(total).toBeGreaterThan(10 * 1024); // the measurement found the framework
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
    // The entry preloads exactly what index.html references, so the figure is what a browser fetches.
    const html = readFileSync(path.join(DIST_DIR, 'index.html'), 'utf8');
    for (const k of closure(manifest, entryKey)) expect(html).toContain(`/${manifest[k]!.file}`);
  });

  test('every page is a lazily loaded chunk, not part of the entry', () => {
    const manifest = loadManifest();
    const [entryKey] = Object.entries(manifest).find(([, c]) => c.isEntry)!;
    const entryClosure = closure(manifest, entryKey);
    const pages = Object.keys(manifest).filter((k) => /^src\/(features\/[^/]+\/components\/.*-pages?\.tsx|app\/not-found\.tsx)$/.test(k));
    expect(pages.length).toBeGreaterThanOrEqual(18);
    for (const page of pages) {
      expect(manifest[page]!.isDynamicEntry).toBe(true);
      expect(entryClosure.has(page)).toBe(false);
    }
  });
});
