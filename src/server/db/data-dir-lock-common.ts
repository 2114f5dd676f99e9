// What the data folder's locks share (data-dir-lock.ts, data-dir-lock-files.ts): the error naming the
// holder, DATA_DIR/store.pid, and Unix sockets used as locks.
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import net from 'node:net';
import { hostname } from 'node:os';
import path from 'node:path';

export const LOCK_SOCKET_FILE = 'store.sock';
export const OWNER_FILE = 'store.pid';
/** A Unix socket address holds 108 bytes on Linux and 104 on macOS, the closing NUL included. */
export const MAX_SOCKET_PATH_BYTES = 103;
/** A file system or sandbox that cannot hold a socket: the next kind of lock is used instead. */
export const SOCKET_UNSUPPORTED_CODES = new Set(['EINVAL', 'ENOTSUP', 'EOPNOTSUPP', 'EPERM', 'EACCES', 'ENAMETOOLONG']);

export type LockOwner = { pid: number; host: string; startedAt: string };

export class DataDirInUseError extends Error {
  constructor(dataDir: string, owner?: LockOwner | null) {
    const who = owner ? ` (pid ${owner.pid} on ${owner.host}, started ${owner.startedAt})` : '';
    super(
      `The data directory ${path.resolve(dataDir)} is in use by another running store process${who}. ` +
        'Stop that process first, or set DATA_DIR to another folder (or DATABASE_URL to a PostgreSQL server).',
    );
  }
}

/**
 * A socket listening under a fresh name in `dir`, for a lock to give its final name by rename or link
 * (so the lock's name never shows a socket that is bound but not yet listening); null where none can be made.
 */
export async function listenOnTemporaryPath(dir: string): Promise<{ server: net.Server; temporaryPath: string } | null> {
  const temporaryPath = path.join(dir, `.${LOCK_SOCKET_FILE}.${randomBytes(6).toString('hex')}`);
  if (Buffer.byteLength(temporaryPath) > MAX_SOCKET_PATH_BYTES) return null;
  try {
    return { server: await listenOn(temporaryPath), temporaryPath };
  } catch (error) {
    if (SOCKET_UNSUPPORTED_CODES.has((error as NodeJS.ErrnoException).code ?? '')) return null;
    throw error;
  }
}

/** A server on a Unix socket that closes every connection at once (a liveness check) and keeps nothing alive. */
export async function listenOn(address: string): Promise<net.Server> {
  const server = net.createServer((connection) => connection.destroy());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.unref();
  return server;
}

export function closeServer(server: net.Server): Promise<void> {
  return new Promise<void>((resolve) => server.close(() => resolve()));
}

/** The lock found there: a live owner's ('held', also when unsure), a dead owner's, or none any more. */
export type LockState = 'held' | 'dead' | 'absent';

/** A live owner accepts (the kernel completes the connection even while its event loop is busy). */
export function socketState(socketPath: string): Promise<LockState> {
  return new Promise((resolve) => {
    const socket = net.connect(socketPath);
    socket.once('connect', () => {
      socket.destroy();
      resolve('held');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => {
      // Refused: a socket file nobody listens on, or not a socket at all. Any other failure counts as held.
      if (error.code === 'ECONNREFUSED') resolve('dead');
      else resolve(error.code === 'ENOENT' ? 'absent' : 'held');
    });
  });
}

export function ownerText(): string {
  const owner: LockOwner = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  return `${JSON.stringify(owner)}\n`;
}

/** Written under a temporary name and renamed, so a reader never sees half a file. */
export function writeOwnerFileAtomically(dir: string): void {
  const temporary = path.join(dir, `${OWNER_FILE}.${process.pid}.tmp`);
  const fd = openSync(temporary, 'w');
  try {
    writeSync(fd, ownerText());
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, path.join(dir, OWNER_FILE));
}

export function readOwner(dir: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(path.join(dir, OWNER_FILE), 'utf8')) as Partial<LockOwner>;
    if (typeof owner.pid !== 'number' || typeof owner.host !== 'string' || typeof owner.startedAt !== 'string') return null;
    return { pid: owner.pid, host: owner.host, startedAt: owner.startedAt };
  } catch {
    return null;
  }
}

export function unlinkIfThere(file: string): void {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
