// One running store per data folder: two PGlite instances writing one folder would corrupt it
// (issue #16 item 20). The lock is granted by the kernel to one process and freed when that process
// dies (kill -9 included), so a supervisor restarting a crashed store starts it on the first try:
// - On Linux, an abstract Unix socket named after the folder's device and inode (the same folder
//   reached by two paths gets one name). Binding the name either succeeds or fails with EADDRINUSE, in
//   one system call: there is no stale lock to remove and nothing two processes can interleave.
// - Abstract names are per network namespace, so a store in another container that mounts the same
//   folder cannot see it. For that case the holder also listens on DATA_DIR/store.sock (a socket file):
//   a live store answers it, and the lock is refused. The holder of the abstract name replaces a dead
//   store.sock (a crash leaves the file behind) by renaming its own socket over it in one step; only
//   the abstract name's holder of a namespace ever does this. Left open: two containers starting at
//   the very same instant over a crashed store's folder (docs/decisions.md).
// - Elsewhere (macOS, Windows, or where no abstract socket can be bound): the file locks of
//   data-dir-lock-files.ts, which replace a dead lock under a guard file (best effort: see there).
// DATA_DIR/store.pid (pid, host, start time) says who holds the lock, for the error message.
import { mkdirSync, realpathSync, renameSync, statSync } from 'node:fs';
import type net from 'node:net';
import path from 'node:path';
import {
  closeServer,
  DataDirInUseError,
  listenOn,
  listenOnTemporaryPath,
  LOCK_SOCKET_FILE,
  MAX_SOCKET_PATH_BYTES,
  OWNER_FILE,
  readOwner,
  SOCKET_UNSUPPORTED_CODES,
  socketState,
  unlinkIfThere,
  writeOwnerFileAtomically,
} from './data-dir-lock-common.ts';
import { takeFileLock, type FileLockKind } from './data-dir-lock-files.ts';

export { DataDirInUseError, LOCK_SOCKET_FILE, OWNER_FILE };

export type LockKind = 'abstract-socket' | FileLockKind;
export type DataDirLock = { kind: LockKind; release(): Promise<void> };

/** Folders locked by this process. */
const heldHere = new Set<string>();

/**
 * Locks `dataDir` (created if missing) for this process until `release()`; the lock holds nothing
 * open that keeps the process alive. Throws DataDirInUseError while a live process holds it.
 * `kind` is for tests; by default the abstract socket on Linux, else a socket file, else a pid file.
 */
export async function lockDataDir(dataDir: string, options: { kind?: LockKind } = {}): Promise<DataDirLock> {
  mkdirSync(dataDir, { recursive: true });
  const dir = realpathSync(dataDir);
  if (heldHere.has(dir)) throw new DataDirInUseError(dataDir, readOwner(dir));
  // The first kind this platform and folder allow: a kind that cannot be made here moves on to the next.
  const kinds: LockKind[] = options.kind ? [options.kind] : process.platform === 'linux' ? ['abstract-socket', 'socket', 'pid-file'] : process.platform === 'win32' ? ['pid-file'] : ['socket', 'pid-file'];
  let taken: { kind: LockKind; release: () => Promise<void> } | undefined;
  for (const [index, kind] of kinds.entries()) {
    try {
      taken = { kind, release: kind === 'abstract-socket' ? await takeAbstractLock(dataDir, dir) : await takeFileLock(dataDir, dir, kind) };
      break;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (index === kinds.length - 1 || !code || !SOCKET_UNSUPPORTED_CODES.has(code)) throw error;
    }
  }
  if (!taken) throw new Error('no kind of data folder lock was tried');
  const { kind, release } = taken;
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

async function takeAbstractLock(dataDir: string, dir: string): Promise<() => Promise<void>> {
  const { dev, ino } = statSync(dir, { bigint: true });
  let lock: net.Server;
  try {
    lock = await listenOn(`\0care-supply-store-data-dir:${dev}:${ino}`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') throw new DataDirInUseError(dataDir, readOwner(dir));
    throw error;
  }
  let releaseMarker: () => Promise<void>;
  try {
    releaseMarker = await takeNamespaceMarker(dataDir, dir);
  } catch (error) {
    await closeServer(lock);
    throw error;
  }
  writeOwnerFileAtomically(dir);
  return async () => {
    // The owner file first: once the name is free the next owner writes its own.
    unlinkIfThere(path.join(dir, OWNER_FILE));
    await releaseMarker();
    await closeServer(lock);
  };
}

/**
 * DATA_DIR/store.sock for stores in other network namespaces (see the top). Taken only while holding the
 * abstract name, so no other process of this namespace is here. Where no socket file can be made (a
 * path too long for a socket address, a file system without sockets) the abstract name alone guards.
 */
async function takeNamespaceMarker(dataDir: string, dir: string): Promise<() => Promise<void>> {
  const markerPath = path.join(dir, LOCK_SOCKET_FILE);
  if (Buffer.byteLength(markerPath) > MAX_SOCKET_PATH_BYTES) return async () => {};
  if ((await socketState(markerPath)) === 'held') throw new DataDirInUseError(dataDir, readOwner(dir));
  const made = await listenOnTemporaryPath(dir);
  if (!made) return async () => {};
  // One step: store.sock is a dead store's until this rename and ours after it, answering from the start.
  renameSync(made.temporaryPath, markerPath);
  const { ino } = statSync(markerPath);
  return async () => {
    if (inodeOf(markerPath) === ino) unlinkIfThere(markerPath);
    await closeServer(made.server);
  };
}

function inodeOf(file: string): number | null {
  try {
    return statSync(file).ino;
  } catch {
    return null;
  }
}

