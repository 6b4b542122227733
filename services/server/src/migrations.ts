import type { MigrationInterface } from 'typeorm';
import { PlatformSchema1700000000000 } from './platform/database/migrations/1700000000000-platform-schema.js';

type MigrationClass = new () => MigrationInterface;

/** Every migration, in order. Contexts append theirs; TypeORM under ESM needs class references. */
export const allMigrations: MigrationClass[] = [
  PlatformSchema1700000000000,
];
