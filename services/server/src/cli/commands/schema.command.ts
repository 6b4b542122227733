import { writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Command } from 'commander';
import { withCliApp } from '../cli-context.js';
import { printAppSchema, SCHEMA_FILE } from '../../platform/graphql/schema-printer.js';

/** `schema emit`: writes schema/graphql/schema.graphql from the code-first resolvers. */
export function registerSchemaCommands(program: Command): void {
  program
    .command('schema')
    .description('GraphQL schema')
    .command('emit')
    .description(`write the GraphQL schema to ${path.relative(process.cwd(), SCHEMA_FILE)}`)
    .action(async () => {
      await withCliApp(async ({ app }) => {
        await mkdir(path.dirname(SCHEMA_FILE), { recursive: true });
        await writeFile(SCHEMA_FILE, printAppSchema(app));
        console.log(`wrote ${SCHEMA_FILE}`);
      });
    });
}
