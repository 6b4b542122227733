import { Command } from 'commander';
import { commandRegistrars } from './commands/index.js';

/** `npm run koma -- <command>`: the operator commands of README, Operator commands. */
const program = new Command('koma')
  .description('Koma operator commands')
  .showHelpAfterError()
  .exitOverride((err) => process.exit(err.exitCode));

for (const register of commandRegistrars) register(program);

program.parseAsync(process.argv).catch((err) => {
  process.stderr.write(`${(err as Error).message}\n`);
  process.exit(1);
});
