// Exact versions only: every dependency the root package.json and its workspaces (services/server,
// web) declare is pinned to one release (`1.2.3`, `15.18.0-beta.17`), never a range (`^`, `~`, `*`,
// `latest`, `>=`, `1.x`, `a || b`, a tag, a URL). The lockfile pins what is installed; this keeps
// the manifests saying the same, so an `npm install` never moves a version on its own.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from '@jest/globals';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SECTIONS = ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies'] as const;

/** One release: major.minor.patch with an optional pre-release and build (semver 2.0.0 §2, §9, §10). */
const EXACT =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(-((0|[1-9]\d*|\d*[a-z-][0-9a-z-]*)(\.(0|[1-9]\d*|\d*[a-z-][0-9a-z-]*))*))?(\+[0-9a-z-]+(\.[0-9a-z-]+)*)?$/i;

interface Manifest {
  workspaces?: string[];
  overrides?: Record<string, unknown>;
  [section: string]: unknown;
}

/** `section name@version` for each declaration of `manifest` that is not one exact release. */
function inexactDeclarations(manifest: Manifest): string[] {
  const found: string[] = [];
  for (const section of SECTIONS) {
    for (const [name, version] of Object.entries((manifest[section] ?? {}) as Record<string, string>)) {
      if (!EXACT.test(version)) found.push(`${section} ${name}@${version}`);
    }
  }
  // npm overrides: a version, or `$name` (the version the root declares for name), nested per parent.
  const declared = new Set(SECTIONS.flatMap((s) => Object.keys((manifest[s] ?? {}) as object)));
  const overrides = (entries: Record<string, unknown>, trail: string) => {
    for (const [name, value] of Object.entries(entries)) {
      const at = `${trail}${name}`;
      if (value !== null && typeof value === 'object') overrides(value as Record<string, unknown>, `${at} > `);
      else if (typeof value === 'string' && value.startsWith('$') ? !declared.has(value.slice(1)) : !EXACT.test(String(value)))
        found.push(`overrides ${at}@${String(value)}`);
    }
  };
  overrides(manifest.overrides ?? {}, '');
  return found;
}

const read = (dir: string): Manifest => JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8'));
const root = read('.');
const manifests: Array<[string, Manifest]> = [
  ['package.json', root],
  ...(root.workspaces ?? []).map((w): [string, Manifest] => [`${w}/package.json`, read(w)]),
];

describe('dependency versions', () => {
  test('the root and both workspaces are the manifests checked', () => {
    expect(manifests.map(([file]) => file)).toEqual(['package.json', 'services/server/package.json', 'web/package.json']);
  });

  test.each(manifests)('%s declares exact versions only', (_file, manifest) => {
    expect(inexactDeclarations(manifest)).toEqual([]);
  });

  test('ranges, tags and URLs are caught; releases, pre-releases and override references pass', () => {
    const manifest: Manifest = {
      dependencies: {
        caret: '^1.2.3',
        tilde: '~1.2.3',
        star: '*',
        latest: 'latest',
        range: '>=1.0.0 <2.0.0',
        either: '1.2.3 || 2.0.0',
        x: '1.x',
        short: '1.2',
        url: 'github:owner/repo',
        v: 'v1.2.3',
        exact: '1.2.3',
      },
      devDependencies: { pre: '15.18.0-beta.17', build: '1.0.0+20260101', loose: '>1.0.0' },
      peerDependencies: { peer: '^8.0.0' },
      optionalDependencies: { opt: '~2.0.0' },
      overrides: { parent: { child: '^2.0.0', pinned: '2.0.1', ref: '$exact', dangling: '$nowhere' }, top: '3.0.0' },
    };
    expect(inexactDeclarations(manifest)).toEqual([
      'dependencies caret@^1.2.3',
      'dependencies tilde@~1.2.3',
      'dependencies star@*',
      'dependencies latest@latest',
      'dependencies range@>=1.0.0 <2.0.0',
      'dependencies either@1.2.3 || 2.0.0',
      'dependencies x@1.x',
      'dependencies short@1.2',
      'dependencies url@github:owner/repo',
      'dependencies v@v1.2.3',
      'devDependencies loose@>1.0.0',
      'optionalDependencies opt@~2.0.0',
      'peerDependencies peer@^8.0.0',
      'overrides parent > child@^2.0.0',
      'overrides parent > dangling@$nowhere',
    ]);
  });
});
