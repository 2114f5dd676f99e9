// The data folder's lock where no abstract socket can be bound (macOS, Windows, a sandbox): made of
// files, so a dead owner's lock must be removed before it can be taken again. Best effort: the removal
// happens under an exclusive guard file and only for a lock seen dead there, but a process stalled
// for longer than GUARD_STALE_MS while holding the guard could let two processes in. On Linux the
// abstract socket of data-dir-lock.ts is used instead, which has no such step.
// - 'socket': DATA_DIR/store.sock, a Unix socket the owner listens on, given its name by link() once it
//   listens (exclusive, so it never shows a socket that is bound but not yet listening). After a crash
//   the file stays but nothing answers it (ECONNREFUSED), which the next process sees at once.
// - 'pid-file' (Windows, or no socket possible): DATA_DIR/store.pid created exclusively, its owner
//   alive while `kill(pid, 0)` finds it (on this host), or while it keeps touching the file (elsewhere).
import { closeSync, linkSync, openSync, statSync, utimesSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import {
  closeServer,
  DataDirInUseError,
  listenOnTemporaryPath,
  LOCK_SOCKET_FILE,
  OWNER_FILE,
  ownerText,
  readOwner,
  socketState,
  unlinkIfThere,
  writeOwnerFileAtomically,
  type LockState,
} from './data-dir-lock-common.ts';

export type FileLockKind = 'socket' | 'pid-file';

const GUARD_FILE = 'store.lock-guard';
/** A guard left by a process that died while replacing a dead lock stops counting after this. */
const GUARD_STALE_MS = 5_000;
/** pid-file lock: the owner touches the file this often; from another host it counts while fresh. */
const HEARTBEAT_MS = 5_000;
const HEARTBEAT_STALE_MS = 15_000;

type Mechanism = {
  /** Takes the lock when nobody holds it (atomically); null when a lock is there, live or dead. */
  create(): Promise<(() => Promise<void>) | null>;
  check(): Promise<LockState>;
  /** Removes a dead owner's lock (only under the guard, and only just after check() found it dead). */
  removeDead(): void;
};

/** Pid files this process created: its own pid in any other is an earlier process's. */
const pidFilesHere = new Set<string>();

/** Takes the folder's file lock of this kind; throws DataDirInUseError while a live process holds it. */
export async function takeFileLock(dataDir: string, dir: string, kind: FileLockKind): Promise<() => Promise<void>> {
  const mechanism = kind === 'socket' ? socketFileLock(dir) : pidFileLock(dir);
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
        // without the guard), and removing that would let two processes hold the folder.
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

function socketFileLock(dir: string): Mechanism {
  const socketPath = path.join(dir, LOCK_SOCKET_FILE);
  return {
    async create() {
      const made = await listenOnTemporaryPath(dir);
      if (!made) throw Object.assign(new Error(`cannot bind a Unix socket in ${dir}`), { code: 'ENOTSUP' });
      try {
        linkSync(made.temporaryPath, socketPath);
      } catch (error) {
        await closeServer(made.server);
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') return null;
        throw error;
      } finally {
        unlinkIfThere(made.temporaryPath);
      }
      writeOwnerFileAtomically(dir);
      return async () => {
        // The owner file first: once the socket is gone the next owner may write its own.
        unlinkIfThere(path.join(dir, OWNER_FILE));
        unlinkIfThere(socketPath);
        await closeServer(made.server);
      };
    },
    check: () => socketState(socketPath),
    removeDead: () => unlinkIfThere(socketPath),
  };
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
