// The CLI's side of cli/command-socket.ts: when a store runs on the embedded database in DATA_DIR, the
// command is handed to it (issue #16 item 17). Before anything is sent (a password may be among the
// arguments), the socket must be the user's own and nobody else's to replace.
import { lstatSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { CommandOutput } from './command-context.ts';
import { COMMAND_SOCKET_FILE, type CommandAnswer, type CommandRequest } from './command-protocol.ts';

/** A socket that is there but not safe to send a command to: the CLI says why and stops. */
export class UnsafeCommandSocketError extends Error {}

/**
 * Runs the command in the store listening on DATA_DIR/cli.sock and prints its output; answers its exit
 * code, or null when no store listens there (the command then runs here, taking the folder's lock).
 */
export async function handOverToStore(dataDir: string, request: Omit<CommandRequest, 'cwd'>, output: CommandOutput): Promise<number | null> {
  const socketPath = path.resolve(dataDir, COMMAND_SOCKET_FILE);
  if (!isSafeToUse(socketPath, process.getuid?.())) return null;
  const socket = await connect(socketPath);
  if (!socket) return null;
  socket.write(`${JSON.stringify({ ...request, cwd: process.cwd() } satisfies CommandRequest)}\n`);
  return new Promise<number>((resolve) => {
    let exitCode: number | null = null;
    const lines = createInterface({ input: socket });
    lines.on('line', (line) => {
      const message = parseAnswer(line);
      if (!message) return;
      if ('out' in message) output.out(message.out);
      else if ('err' in message) output.err(message.err);
      else exitCode = message.exitCode;
    });
    lines.once('close', () => {
      if (exitCode === null) output.err(`The store on ${dataDir} closed the connection before ${request.command} finished: it may or may not have run.`);
      resolve(exitCode ?? 1);
    });
  });
}

/**
 * False when there is no socket (no store, or one that crashed before making it). Throws when one is there
 * that is not the user's own socket with no access for others, or that others could replace (a folder
 * they may write to): the command, a password perhaps among its arguments, is not sent then.
 */
export function isSafeToUse(socketPath: string, uid: number | undefined): boolean {
  let socket;
  try {
    socket = lstatSync(socketPath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  const folder = statSync(path.dirname(socketPath));
  const problem = !socket.isSocket()
    ? 'is not a socket'
    : uid !== undefined && socket.uid !== uid
      ? `belongs to another user (uid ${socket.uid})`
      : (socket.mode & 0o077) !== 0
        ? `can be opened by other users (mode ${(socket.mode & 0o777).toString(8)})`
        : uid !== undefined && folder.uid !== uid && folder.uid !== 0
          ? `is in a folder of another user (uid ${folder.uid})`
          : (folder.mode & 0o022) !== 0 && (folder.mode & 0o1000) === 0
            ? 'is in a folder other users may write to'
            : null;
  if (problem) throw new UnsafeCommandSocketError(`${socketPath} ${problem}: the command was not sent to it. Stop the store and remove that file, or check who made it.`);
  return true;
}

/** A connection to the store, or null when nobody listens (a crashed store's socket file). */
function connect(socketPath: string): Promise<net.Socket | null> {
  return new Promise((resolve) => {
    const socket = net.connect(socketPath);
    socket.once('connect', () => {
      socket.off('error', refused);
      socket.on('error', () => {});
      resolve(socket);
    });
    const refused = () => resolve(null);
    socket.once('error', refused);
  });
}

function parseAnswer(line: string): CommandAnswer | null {
  try {
    return JSON.parse(line) as CommandAnswer;
  } catch {
    return null;
  }
}
