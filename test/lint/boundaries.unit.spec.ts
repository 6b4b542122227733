// The lint's boundary rules (eslint.config.js) on a miniature of the repository's layout
// (test/fixtures/lint): each planted cross-boundary import is an error, the allowed ones are not.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from '@jest/globals';
import { ESLint, type Linter } from 'eslint';
import { lintConfig } from '../../eslint.config.js';

const FIXTURE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/lint');

async function lint(files: string[], extra: Linter.Config = {}) {
  const eslint = new ESLint({ cwd: FIXTURE, overrideConfigFile: true, overrideConfig: [...lintConfig(FIXTURE), extra] });
  const results = await eslint.lintFiles(files);
  return Object.fromEntries(results.map((r) => [path.relative(FIXTURE, r.filePath), r.messages.map((m) => `${m.ruleId}: ${m.message}`)]));
}

describe('lint boundaries', () => {
  test('platform/ importing a context fails', async () => {
    const found = await lint(['services/server/src/platform/imports-module.ts', 'services/server/src/platform/imports-platform.ts']);
    expect(found['services/server/src/platform/imports-module.ts']).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*platform\/ never imports modules\//),
    ]);
    expect(found['services/server/src/platform/imports-platform.ts']).toEqual([]);
  });

  test('platform/ importing the composition root (app/) fails; its testing/ harness may', async () => {
    const found = await lint([
      'services/server/src/platform/imports-app.ts',
      'services/server/src/platform/http/serve.ts',
      'services/server/src/platform/testing/test-app.ts',
      'services/server/src/app/create-app.ts',
    ]);
    const composition = expect.stringMatching(/^import-x\/no-restricted-paths: .*platform\/ never imports the composition root/);
    expect(found['services/server/src/platform/imports-app.ts']).toEqual([composition]);
    expect(found['services/server/src/platform/http/serve.ts']).toEqual([composition]);
    expect(found['services/server/src/platform/testing/test-app.ts']).toEqual([]);
    expect(found['services/server/src/app/create-app.ts']).toEqual([]);
  });

  test('a web feature importing another feature fails; shared code is open to every feature', async () => {
    const found = await lint([
      'web/src/features/home/imports-other-feature.tsx',
      'web/src/features/home/imports-shared.tsx',
      'web/src/features/comics/comic-card.tsx',
    ]);
    expect(found['web/src/features/home/imports-other-feature.tsx']).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*"\.\.\/comics\/comic-card\.js".*features never import each other/),
    ]);
    expect(found['web/src/features/home/imports-shared.tsx']).toEqual([]);
    expect(found['web/src/features/comics/comic-card.tsx']).toEqual([]);
  });

  test('shared web code importing a feature fails', async () => {
    const found = await lint(['web/src/lib/imports-feature.ts']);
    expect(found['web/src/lib/imports-feature.ts']).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*Shared web code never imports a feature/),
    ]);
  });

  test("a context importing another context's internals fails; through its index.ts it passes", async () => {
    const files = ['services/server/src/modules/reading/into-internals.ts', 'services/server/src/modules/reading/through-index.ts'];
    const found = await lint(files);
    expect(found['services/server/src/modules/reading/into-internals.ts']).toEqual([
      expect.stringMatching(/^boundaries\/context-index: .*only through that context's index\.ts/),
    ]);
    expect(found['services/server/src/modules/reading/through-index.ts']).toEqual([]);
  });
});
