// The running store takes CLI commands on DATA_DIR/cli.sock (issue #16 item 17): the embedded database
// serves this one process, so a CLI started beside it hands its command over instead of opening the
// database. The socket is the owner's only (mode 0600: the kernel refuses anyone else's connect); the
// store runs the command with its own database and services and streams back its output and exit code.
import { chmodSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { MAX_SOCKET_PATH_BYTES, unlinkIfThere } from '../db/data-dir-lock-common.ts';
import type { ServiceLogger } from '../logging.ts';
import type { CommandContext, CommandOutput } from './command-context.ts';
import { COMMAND_SOCKET_FILE, commandRequestSchema, type CommandAnswer, type CommandRequest } from './command-protocol.ts';
import { COMMANDS } from './commands.ts';
import { runCommand } from './run-command.ts';

/** A request is a command name and its arguments: far below this. */
const MAX_REQUEST_BYTES = 256 * 1024;
/** A connection that sends no complete request in this time is closed. */
const REQUEST_TIMEOUT_MS = 10_000;

export type CommandSocket = { close(): Promise<void> };

/**
 * Listens on DATA_DIR/cli.sock until close(). Only the holder of the data folder's lock calls it, so a
 * socket file left there is a crashed store's and is replaced.
 */
export async function listenForCommands(options: { dataDir: string; context: Omit<CommandContext, 'output' | 'cwd'>; log: ServiceLogger }): Promise<CommandSocket> {
  const socketPath = path.resolve(options.dataDir, COMMAND_SOCKET_FILE);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH_BYTES) {
    options.log.warn({ socketPath }, 'the data folder path is too long for a command socket: stop the store to use the CLI');
    return { close: async () => {} };
  }
  const running = new Set<Promise<void>>();
  const server = net.createServer((connection) => {
    const done = serve(connection, options).catch((error: unknown) => options.log.error({ err: error }, 'CLI command failed'));
    running.add(done);
    void done.finally(() => running.delete(done));
  });
  try {
    unlinkIfThere(socketPath);
    const listening = new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.once('listening', () => {
        server.off('error', reject);
        resolve();
      });
    });
    // Made 0600 from the start, not after, so nobody else may connect in between: the umask is the
    // process's, so it is changed only around listen(), which binds the socket before it returns.
    const previousMask = process.umask(0o177);
    try {
      server.listen(socketPath);
    } finally {
      process.umask(previousMask);
    }
    await listening;
    chmodSync(socketPath, 0o600);
  } catch (error) {
    // The store runs without it; a CLI then finds the folder locked and says to stop the store.
    options.log.warn({ err: error, socketPath }, 'no command socket: stop the store to use the CLI');
    return { close: async () => {} };
  }
  server.unref();
  return {
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.allSettled([...running]);
    },
  };
}

async function serve(connection: net.Socket, options: { context: Omit<CommandContext, 'output' | 'cwd'>; log: ServiceLogger }): Promise<void> {
  connection.on('error', () => {});
  const answer = (message: CommandAnswer) => {
    if (!connection.destroyed) connection.write(`${JSON.stringify(message)}\n`);
  };
  const request = await readRequest(connection);
  if (!request) {
    answer({ err: 'The store could not read the command.' });
    answer({ exitCode: 1 });
    connection.end();
    return;
  }
  const output: CommandOutput = { out: (text) => answer({ out: text }), err: (text) => answer({ err: text }) };
  const refusal = COMMANDS[request.command]?.refusedWhileStoreRuns;
  let exitCode: number;
  if (refusal) {
    output.err(refusal);
    exitCode = 1;
  } else {
    options.log.info({ command: request.command }, 'running a CLI command');
    try {
      exitCode = await runCommand(request.command, request.args, { ...options.context, output, cwd: request.cwd });
    } catch (error) {
      options.log.error({ err: error, command: request.command }, 'CLI command failed');
      output.err(`The store could not run ${request.command}: ${error instanceof Error ? error.message : String(error)}`);
      exitCode = 1;
    }
  }
  answer({ exitCode });
  connection.end();
}

/** The first line, parsed; null when it is missing, too long, late or not a request. */
function readRequest(connection: net.Socket): Promise<CommandRequest | null> {
  return new Promise((resolve) => {
    let received = 0;
    const lines = createInterface({ input: connection });
    let isDone = false;
    const finish = (request: CommandRequest | null) => {
      if (isDone) return;
      isDone = true;
      clearTimeout(timer);
      resolve(request);
      lines.close();
    };
    const timer = setTimeout(() => finish(null), REQUEST_TIMEOUT_MS);
    connection.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > MAX_REQUEST_BYTES) finish(null);
    });
    lines.once('line', (line) => {
      try {
        const parsed = commandRequestSchema.safeParse(JSON.parse(line));
        finish(parsed.success ? parsed.data : null);
      } catch {
        finish(null);
      }
    });
    lines.once('close', () => finish(null));
  });
}
