// One running store per data folder: two PGlite instances writing one folder would corrupt it. The
// lock must see its owner's death at once, so that a supervisor restarting the store after a crash
// (kill -9) starts it on the first try:
// - DATA_DIR/store.sock, a Unix socket the owner listens on. After a crash the file stays but nothing
//   answers it (connect: ECONNREFUSED), which the next process sees at once. Unlike an abstract socket
//   (one per network namespace) it also keeps out a second container that mounts the same folder.
// - Where no socket can be bound there (Windows, a path too long for a socket address, a file system
//   without sockets): DATA_DIR/store.pid created exclusively, its owner alive while `kill(pid, 0)` finds
//   it (on this host), or while the owner keeps touching the file (on another host).
// DATA_DIR/store.pid (pid, host, start time) says who holds the lock, for the error message.
// A dead owner's lock is removed under a guard file (exclusive create), so two processes that find
// the same dead lock cannot both replace it; a live owner's lock is never removed.
import { closeSync, mkdirSync, openSync, readFileSync, realpathSync, renameSync, statSync, unlinkSync, utimesSync, writeSync } from 'node:fs';
import net from 'node:net';
import { hostname } from 'node:os';
import path from 'node:path';

export const LOCK_SOCKET_FILE = 'store.sock';
export const OWNER_FILE = 'store.pid';
const GUARD_FILE = 'store.lock-guard';
/** A guard left by a process that died while replacing a dead lock stops counting after this. */
const GUARD_STALE_MS = 5_000;
/** pid-file lock: the owner touches the file this often; from another host it counts while fresh. */
const HEARTBEAT_MS = 5_000;
const HEARTBEAT_STALE_MS = 15_000;
/** A Unix socket address holds 108 bytes on Linux and 104 on macOS, the closing NUL included. */
const MAX_SOCKET_PATH_BYTES = 103;
/** A file system that cannot hold a socket: the pid file is used instead. */
const SOCKET_UNSUPPORTED_CODES = new Set(['EINVAL', 'ENOTSUP', 'EOPNOTSUPP', 'EPERM', 'ENAMETOOLONG']);

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

export type DataDirLock = { kind: LockKind; release(): Promise<void> };
export type LockKind = 'socket' | 'pid-file';

/** The lock found there: a live owner's ('held', also when unsure), a dead owner's, or none any more. */
type LockState = 'held' | 'dead' | 'absent';

type Mechanism = {
  /** Takes the lock when nobody holds it (atomically); null when a lock is there, live or dead. */
  create(): Promise<(() => Promise<void>) | null>;
  check(): Promise<LockState>;
  /** Removes a dead owner's lock (only under the guard, and only just after check() found it dead). */
  removeDead(): void;
};

/** Folders locked by this process. */
const heldHere = new Set<string>();
/** Pid files this process created: its own pid in any other is an earlier process's. */
const pidFilesHere = new Set<string>();

/**
 * Locks `dataDir` (created if missing) for this process until `release()`; the lock holds nothing
 * open that keeps the process alive. Throws DataDirInUseError while a live process holds it.
 * `kind` is for tests; by default the socket, or the pid file where a socket cannot be bound.
 */
export async function lockDataDir(dataDir: string, options: { kind?: LockKind } = {}): Promise<DataDirLock> {
  mkdirSync(dataDir, { recursive: true });
  const dir = realpathSync(dataDir);
  if (heldHere.has(dir)) throw new DataDirInUseError(dataDir, readOwner(dir));
  const canUseSocket = process.platform !== 'win32' && Buffer.byteLength(path.join(dir, LOCK_SOCKET_FILE)) <= MAX_SOCKET_PATH_BYTES;
  let kind: LockKind = options.kind ?? (canUseSocket ? 'socket' : 'pid-file');
  let release: () => Promise<void>;
  try {
    release = await acquire(dataDir, dir, kind === 'socket' ? socketLock(dir) : pidFileLock(dir));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (kind !== 'socket' || options.kind || !code || !SOCKET_UNSUPPORTED_CODES.has(code)) throw error;
    kind = 'pid-file';
    release = await acquire(dataDir, dir, pidFileLock(dir));
  }
  heldHere.add(dir);
  let released: Promise<void> | undefined;
  return {
    kind,
    release() {
      released ??= release().finally(() => heldHere.delete(dir));
      return released;
    },
  };
}

async function acquire(dataDir: string, dir: string, mechanism: Mechanism): Promise<() => Promise<void>> {
  const guardPath = path.join(dir, GUARD_FILE);
  // Bounded: a guard left behind stops counting after GUARD_STALE_MS.
  const giveUpAt = Date.now() + GUARD_STALE_MS * 3;
  for (;;) {
    const release = await mechanism.create();
    if (release) return release;
    const state = await mechanism.check();
    if (state === 'held') throw new DataDirInUseError(dataDir, readOwner(dir));
    // Removed meanwhile by another process: try to create it again.
    if (state === 'absent') continue;
    if (takeGuard(guardPath)) {
      try {
        // Checked again under the guard: another process may have replaced the dead lock meanwhile.
        const underGuard = await mechanism.check();
        if (underGuard === 'held') throw new DataDirInUseError(dataDir, readOwner(dir));
        // Only a lock seen dead is removed: one found absent may be a new owner's by now (created
        // without the guard), and removing that would let two processes hold the folder. A dead lock
        // cannot be replaced before this removal: creating fails while it is there, and only the
        // guard's holder removes it.
        if (underGuard === 'dead') mechanism.removeDead();
      } finally {
        unlinkIfThere(guardPath);
      }
    } else {
      if (Date.now() > giveUpAt) throw new DataDirInUseError(dataDir, readOwner(dir));
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}

function socketLock(dir: string): Mechanism {
  const socketPath = path.join(dir, LOCK_SOCKET_FILE);
  return {
    async create() {
      // A connection is only ever a liveness check: closed at once.
      const server = net.createServer((connection) => connection.destroy());
      try {
        await new Promise<void>((resolve, reject) => {
          server.once('error', reject);
          server.listen(socketPath, () => {
            server.off('error', reject);
            resolve();
          });
        });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') return null;
        throw error;
      }
      server.unref();
      writeOwnerFileAtomically(dir);
      return async () => {
        // The owner file first: once the socket is closed (which removes its file) the next owner may write its own.
        unlinkIfThere(path.join(dir, OWNER_FILE));
        await new Promise<void>((resolve) => server.close(() => resolve()));
      };
    },
    check: () => socketState(socketPath),
    removeDead: () => unlinkIfThere(socketPath),
  };
}

/** A live owner accepts (the kernel completes the connection even while its event loop is busy). */
function socketState(socketPath: string): Promise<LockState> {
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

function pidFileLock(dir: string): Mechanism {
  const file = path.join(dir, OWNER_FILE);
  return {
    async create() {
      let fd: number;
      try {
        fd = openSync(file, 'wx');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') return null;
        throw error;
      }
      pidFilesHere.add(file);
      try {
        writeSync(fd, ownerText());
      } finally {
        closeSync(fd);
      }
      const heartbeat = setInterval(() => {
        const now = new Date();
        try {
          utimesSync(file, now, now);
        } catch {
          // The file is gone (removed by hand); nothing to keep fresh.
        }
      }, HEARTBEAT_MS);
      heartbeat.unref();
      return async () => {
        clearInterval(heartbeat);
        unlinkIfThere(file);
        pidFilesHere.delete(file);
      };
    },
    async check() {
      const owner = readOwner(dir);
      const ageMs = fileAgeMs(file);
      if (ageMs === null) return 'absent';
      const held = (isHeld: boolean): LockState => (isHeld ? 'held' : 'dead');
      // Empty or unreadable: being written this very moment, or left half-written by a crash.
      if (!owner) return held(ageMs < GUARD_STALE_MS);
      if (owner.host !== hostname()) return held(ageMs < HEARTBEAT_STALE_MS);
      // Our own pid in a file we did not create is an earlier process's (e.g. pid 1 in a restarted container).
      if (owner.pid === process.pid) return held(pidFilesHere.has(file));
      return held(isProcessAlive(owner.pid));
    },
    removeDead: () => unlinkIfThere(file),
  };
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function ownerText(): string {
  const owner: LockOwner = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  return `${JSON.stringify(owner)}\n`;
}

/** Written under a temporary name and renamed, so a reader never sees half a file. */
function writeOwnerFileAtomically(dir: string): void {
  const temporary = path.join(dir, `${OWNER_FILE}.${process.pid}.tmp`);
  const fd = openSync(temporary, 'w');
  try {
    writeSync(fd, ownerText());
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, path.join(dir, OWNER_FILE));
}

function readOwner(dir: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(path.join(dir, OWNER_FILE), 'utf8')) as Partial<LockOwner>;
    if (typeof owner.pid !== 'number' || typeof owner.host !== 'string' || typeof owner.startedAt !== 'string') return null;
    return { pid: owner.pid, host: owner.host, startedAt: owner.startedAt };
  } catch {
    return null;
  }
}

function takeGuard(guardPath: string): boolean {
  try {
    closeSync(openSync(guardPath, 'wx'));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const ageMs = fileAgeMs(guardPath);
  if (ageMs !== null && ageMs > GUARD_STALE_MS) unlinkIfThere(guardPath);
  return false;
}

function fileAgeMs(file: string): number | null {
  try {
    return Date.now() - statSync(file).mtimeMs;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function unlinkIfThere(file: string): void {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
