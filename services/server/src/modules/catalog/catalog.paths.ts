import path from 'node:path';
import { fileURLToPath } from 'node:url';

// This file sits at services/server/{src|dist}/modules/catalog/, so the same relative steps work
// from the compiled server and from the sources Jest runs.
const here = path.dirname(fileURLToPath(import.meta.url));

/** The repository root (holds schema/). */
export const repoRoot = path.resolve(here, '../../../../..');
/** schema/catalog.schema.json, the published import format. */
export const catalogSchemaPath = path.join(repoRoot, 'schema/catalog.schema.json');
/** services/server/demo/, the bundled demo catalog. */
export const demoDir = path.resolve(here, '../../../demo');
