// npm run openapi -w web: writes the server's OpenAPI document (schema/openapi.json, what
// /api/openapi.json serves) and the web client's types of it (web/src/api/openapi.d.ts, by
// openapi-typescript). `--check` writes nothing and fails when either committed file differs.
// The document comes from the server's sources without a database or Redis: Nest builds the
// module graph in preview mode (no provider is instantiated, nothing connects), and the document
// reads only the controllers' metadata (services/server/src/platform/http/openapi.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire, register } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './lib.mjs';

register('./ts-hooks.mjs', import.meta.url);

const DOCUMENT = 'schema/openapi.json';
const TYPES = 'web/src/api/openapi.d.ts';
const server = (file) => import(pathToFileURL(path.join(root, 'services/server/src', file)).href);

async function document() {
  const { NestFactory } = await import('@nestjs/core');
  const { FastifyAdapter } = await import('@nestjs/platform-fastify');
  const { loadConfig } = await server('config/config.schema.ts');
  const { AppModule } = await server('app/app.module.ts');
  const { buildOpenApiDocument } = await server('platform/http/openapi.ts');
  const config = loadConfig({ LOG_LEVEL: 'silent', KOMA_ROLE: 'api' });
  const app = await NestFactory.create(AppModule.forRoot(config), new FastifyAdapter(), { preview: true, logger: false });
  return buildOpenApiDocument(app);
}

async function types(doc) {
  // A devDependency of the web client, installed under web/node_modules.
  const { default: openapiTS, astToString } = createRequire(path.join(root, 'web/package.json'))('openapi-typescript');
  const header = `// Generated from ${DOCUMENT} by openapi-typescript (npm run openapi -w web); do not edit.\n`;
  // A field the document gives only as `{ type: 'object' }` reads as Record<string, unknown>, not as an empty object.
  return header + astToString(await openapiTS(doc, { emptyObjectsUnknown: true }));
}

const doc = await document();
const outputs = { [DOCUMENT]: `${JSON.stringify(doc, null, 2)}\n` };
outputs[TYPES] = await types(doc);

if (process.argv.includes('--check')) {
  const stale = Object.entries(outputs).filter(([file, text]) => {
    try {
      return readFileSync(path.join(root, file), 'utf8') !== text;
    } catch {
      return true;
    }
  });
  for (const [file] of stale) process.stderr.write(`${file} is not what the server's routes give (npm run openapi -w web)\n`);
  process.exit(stale.length ? 1 : 0);
}
for (const [file, text] of Object.entries(outputs)) writeFileSync(path.join(root, file), text);
process.exit(0);
