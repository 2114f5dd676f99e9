// What a CLI command runs with: by default the terminal and the configured database; when the running
// store runs it for a CLI (cli/command-socket.ts), the store's own database and services, with its
// output sent back to that CLI.
import type { Database } from '../db/client.ts';
import type { StoreServices } from '../assembly/domain.ts';

/** Where a command prints: its result (`out`, JSON lines a script can read) and messages for a person (`err`). */
export type CommandOutput = { out(text: string): void; err(text: string): void };

export type CommandContext = {
  /** A database the caller holds (tests, the running store): used as it is and left open. */
  database?: Database;
  /** The running store's services; without them a command wires its own (cli/cli-services.ts). */
  services?: StoreServices;
  output?: CommandOutput;
  /** Where relative file names start (the CLI's own directory when the store runs its command). */
  cwd?: string;
};

export type Command = (args: string[], context?: CommandContext) => Promise<number>;

const terminal: CommandOutput = {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
};

export const outputOf = (context: CommandContext): CommandOutput => context.output ?? terminal;
