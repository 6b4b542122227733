// Node module hooks that run the server's TypeScript sources without a build, transformed the way
// Jest transforms them (SWC, decorator metadata kept for Nest's dependency injection; jest.config.js).
// Registered by scripts/openapi.mjs: `register('./ts-hooks.mjs', import.meta.url)`.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { transform } from '@swc/core';

const SWC = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    target: 'es2022',
    keepClassNames: true,
  },
  module: { type: 'es6' },
};

/** `./x.js` imported from a .ts file names `./x.ts` when that exists (the sources' NodeNext style). */
export async function resolve(specifier, context, next) {
  if (/^\.\.?\//.test(specifier) && specifier.endsWith('.js') && context.parentURL?.endsWith('.ts')) {
    const ts = new URL(specifier.replace(/\.js$/, '.ts'), context.parentURL);
    if (existsSync(fileURLToPath(ts))) return { url: ts.href, format: 'module', shortCircuit: true };
  }
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return next(url, context);
  const filename = fileURLToPath(url);
  const { code } = await transform(await readFile(filename, 'utf8'), { ...SWC, filename });
  return { format: 'module', source: code, shortCircuit: true };
}
