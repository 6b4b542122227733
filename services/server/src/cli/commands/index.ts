import type { Command } from 'commander';

export type CommandRegistrar = (program: Command) => void;

/** Every CLI command group; contexts add theirs here. */
export const commandRegistrars: CommandRegistrar[] = [];
