import { printSchema } from 'graphql';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import type { INestApplication } from '@nestjs/common';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The committed contract the client's types come from (docs/architecture.md). */
export const SCHEMA_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../schema/graphql/schema.graphql');

const HEADER = '# Emitted by the server (code-first): `npm run koma -- schema emit`. Do not edit by hand.\n\n';

/** The schema as SDL, exactly as the running app builds it. */
export function printAppSchema(app: INestApplication): string {
  const { schema } = app.get(GraphQLSchemaHost);
  return HEADER + printSchema(schema) + '\n';
}
