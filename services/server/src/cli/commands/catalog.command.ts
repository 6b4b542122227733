import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CommandBus } from '@nestjs/cqrs';
import type { Command } from 'commander';
import { withCliApp } from '../cli-context.js';
import {
  CatalogImportError,
  demoCatalogPath,
  ImportCatalogCommand,
  LoadDemoCatalogCommand,
  renderDemoArt,
  type ImportResult,
} from '../../modules/catalog/index.js';

function printResult(r: ImportResult): void {
  const rows = Object.entries(r.byKind).map(
    ([kind, c]) => `  ${kind.padEnd(14)} created ${c.created}, updated ${c.updated}, unchanged ${c.unchanged}`,
  );
  process.stdout.write(
    `${rows.join('\n')}\ncreated ${r.created}, updated ${r.updated}, unchanged ${r.unchanged}; images written ${r.imagesWritten}; catalog revision ${r.revision}\n`,
  );
}

async function run(command: ImportCatalogCommand | LoadDemoCatalogCommand): Promise<void> {
  const code = await withCliApp(async ({ app }) => {
    try {
      printResult(await app.get(CommandBus).execute(command));
      return 0;
    } catch (e) {
      if (e instanceof CatalogImportError) {
        process.stderr.write(`${e.message}\nNothing was written.\n`);
        return 1;
      }
      throw e;
    }
  });
  if (code) process.exit(code);
}

/** `catalog import <file.json>` and `demo load` (README, Operator commands). */
export function registerCatalogCommands(program: Command): void {
  const catalog = program.command('catalog').description('the comics catalog');
  catalog
    .command('import <file>')
    .description('validate a catalog file against schema/catalog.schema.json and upsert it (idempotent)')
    .action(async (file: string) => run(new ImportCatalogCommand(file)));
  const demo = program.command('demo').description('the bundled demo catalog');
  demo
    .command('load')
    .description('load the bundled demo catalog (done automatically on first start)')
    .action(async () => run(new LoadDemoCatalogCommand()));
  demo
    .command('art [dir]')
    .description('render the demo art as PNG files into a folder to look at (default var/demo-art)')
    .action(async (dir?: string) => {
      const out = path.resolve(dir ?? 'var/demo-art');
      const { rendered } = await renderDemoArt(JSON.parse(await readFile(demoCatalogPath(), 'utf8')), out);
      process.stdout.write(`rendered ${rendered} images under ${out}/art (existing files are kept)\n`);
    });
}
