// The CLI's checks before it hands a command (a password perhaps among its arguments) to a socket in
// DATA_DIR (issue #16 item 17): only the user's own socket, which nobody else can open or replace.
import { chmodSync, linkSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { COMMAND_SOCKET_FILE } from './command-protocol.ts';
import { handOverToStore, isSafeToUse, UnsafeCommandSocketError } from './hand-over.ts';

const root = mkdtempSync(path.join(tmpdir(), 'store-hand-over-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const servers: net.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
});

let folders = 0;
function newDataDir(mode = 0o755): string {
  folders += 1;
  const dataDir = path.join(root, `data-${folders}`);
  mkdirSync(dataDir);
  chmodSync(dataDir, mode);
  return dataDir;
}

/** A socket on DATA_DIR/cli.sock that records whether anything was sent to it. */
async function listening(dataDir: string, mode: number): Promise<{ received: () => string }> {
  let received = '';
  const server = net.createServer((connection) => connection.on('data', (chunk: Buffer) => (received += chunk.toString())));
  servers.push(server);
  const socketPath = path.join(dataDir, COMMAND_SOCKET_FILE);
  await new Promise<void>((resolve) => server.listen(socketPath, resolve));
  chmodSync(socketPath, mode);
  return { received: () => received };
}

const silent = { out: () => {}, err: () => {} };
const request = { command: 'accounts:create', args: ['--password', 'a secret password'] };

describe('handing a command to the running store', () => {
  it('sends nothing to a socket other users can open, and says why', async () => {
    const dataDir = newDataDir();
    const socket = await listening(dataDir, 0o666);

    await expect(handOverToStore(dataDir, request, silent)).rejects.toThrow(UnsafeCommandSocketError);
    await expect(handOverToStore(dataDir, request, silent)).rejects.toThrow(/can be opened by other users \(mode 666\)/);
    expect(socket.received()).toBe('');
  });

  it('sends nothing to a socket in a folder others may write to (they could put their own there)', async () => {
    const dataDir = newDataDir(0o777);
    const socket = await listening(dataDir, 0o600);

    await expect(handOverToStore(dataDir, request, silent)).rejects.toThrow(/in a folder other users may write to/);
    expect(socket.received()).toBe('');
  });

  it('refuses a socket of another user, and a cli.sock that is not a socket', async () => {
    const dataDir = newDataDir();
    await listening(dataDir, 0o600);
    const otherUser = (process.getuid?.() ?? 1000) + 1;
    expect(() => isSafeToUse(path.join(dataDir, COMMAND_SOCKET_FILE), otherUser)).toThrow(/belongs to another user/);

    const plainFile = newDataDir();
    writeFileSync(path.join(plainFile, COMMAND_SOCKET_FILE), 'not a socket');
    await expect(handOverToStore(plainFile, request, silent)).rejects.toThrow(/is not a socket/);
  });

  it('runs the command here (answers null) when no store runs: no socket, or a crashed store’s', async () => {
    expect(await handOverToStore(newDataDir(), request, silent)).toBeNull();

    // A crashed store leaves its socket file, with nobody listening on it.
    const dataDir = newDataDir();
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(path.join(dataDir, 'live.sock'), resolve));
    linkSync(path.join(dataDir, 'live.sock'), path.join(dataDir, COMMAND_SOCKET_FILE));
    chmodSync(path.join(dataDir, COMMAND_SOCKET_FILE), 0o600);
    await new Promise((resolve) => server.close(resolve));
    expect(await handOverToStore(dataDir, request, silent)).toBeNull();
  });

  it('prints what the store answers and returns its exit code; a store gone mid-command is exit 1, said so', async () => {
    const dataDir = newDataDir();
    const printed: string[] = [];
    const output = { out: (text: string) => printed.push(`out ${text}`), err: (text: string) => printed.push(`err ${text}`) };
    let answer = (connection: net.Socket) => connection.end(`${JSON.stringify({ out: '{"ok":true}' })}\n${JSON.stringify({ err: 'a note' })}\n${JSON.stringify({ exitCode: 3 })}\n`);
    const server = net.createServer((connection) => connection.once('data', () => answer(connection)));
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(path.join(dataDir, COMMAND_SOCKET_FILE), resolve));
    chmodSync(path.join(dataDir, COMMAND_SOCKET_FILE), 0o600);

    expect(await handOverToStore(dataDir, request, output)).toBe(3);
    expect(printed).toEqual(['out {"ok":true}', 'err a note']);

    answer = (connection) => connection.destroy();
    printed.length = 0;
    expect(await handOverToStore(dataDir, request, output)).toBe(1);
    expect(printed).toEqual([expect.stringMatching(/closed the connection before accounts:create finished: it may or may not have run/)]);
  });
});
