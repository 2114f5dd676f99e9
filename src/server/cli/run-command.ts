import { ConfigError } from '../config.ts';
import { outputOf, type CommandContext } from './command-context.ts';
import { COMMANDS, usage } from './commands.ts';
import { UsageError } from './usage-error.ts';

/**
 * Runs one command and answers its exit code: 1 for bad arguments or an unknown command, 2 for a bad
 * configuration, both with their message and no stack trace. Other errors are thrown.
 */
export async function runCommand(name: string | undefined, args: string[], context: CommandContext = {}): Promise<number> {
  const output = outputOf(context);
  if (!name || name === '--help' || name === 'help') {
    output.out(usage());
    return name ? 0 : 1;
  }
  const command = COMMANDS[name];
  if (!command) {
    output.err(`Unknown command '${name}'.\n\n${usage()}`);
    return 1;
  }
  try {
    const module = await command.load();
    return await module.run(args, context);
  } catch (error) {
    if (error instanceof UsageError || error instanceof ConfigError) {
      output.err(error.message);
      return error instanceof UsageError ? 1 : 2;
    }
    throw error;
  }
}
