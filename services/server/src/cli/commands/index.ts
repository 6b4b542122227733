import type { Command } from 'commander';
import { registerSchemaCommands } from './schema.command.js';
import { registerWalletCommands } from './wallet.command.js';
import { registerProjectionCommands } from './projections.command.js';
import { registerCatalogCommands } from './catalog.command.js';
import { registerMembershipCommands } from './membership.command.js';
import { registerModerationCommands } from './moderation.command.js';
import { registerStorageCommands } from './storage-migrate.command.js';

export type CommandRegistrar = (program: Command) => void;

/** Every CLI command group; contexts add theirs here. */
export const commandRegistrars: CommandRegistrar[] = [
  registerSchemaCommands,
  registerWalletCommands,
  registerProjectionCommands,
  registerCatalogCommands,
  registerMembershipCommands,
  registerModerationCommands,
  registerStorageCommands,
];
