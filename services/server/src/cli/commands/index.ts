import type { Command } from 'commander';
import { registerSchemaCommands } from './schema.command.js';

export type CommandRegistrar = (program: Command) => void;

/** Every CLI command group; contexts add theirs here. */
export const commandRegistrars: CommandRegistrar[] = [
  registerSchemaCommands,
];
