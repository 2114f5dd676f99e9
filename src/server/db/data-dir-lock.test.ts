import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import net from 'node:net';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, LOCK_SOCKET_FILE, lockDataDir, OWNER_FILE, type LockKind } from './data-dir-lock.ts';

const HOLDER_SCRIPT = path.join(import.meta.dirname, 'data-dir-lock-holder.ts');
const root = mkdtempSync(path.join(tmpdir(), 'store-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let folderCount = 0;
function newDataDir(): string {
  folderCount += 1;
  return path.join(root, `data-${folderCount}`);
}

type Holder = { child: ChildProcessWithoutNullStreams; nextLine(): Promise<string>; exited: Promise<unknown> };
const holders: Holder[] = [];
afterEach(async () => {
  for (const holder of holders.splice(0)) {
    holder.child.stdin.end();
    await holder.exited;
  }
});

/** A child process running data-dir-lock-holder.ts on the folder. */
function startHolder(dataDir: string, kind: LockKind, waitForGo = false): Holder {
  const child = spawn(process.execPath, [HOLDER_SCRIPT, dataDir, kind, ...(waitForGo ? ['--wait-for-go'] : [])]);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const lines = createInterface({ input: child.stdout });
  const queue: string[] = [];
  const waiting: Array<(line: string) => void> = [];
  lines.on('line', (line) => {
    const next = waiting.shift();
    if (next) next(line);
    else queue.push(line);
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const nextLine = () =>
    new Promise<string>((resolve, reject) => {
      const queued = queue.shift();
      if (queued !== undefined) return resolve(queued);
      waiting.push(resolve);
      void exited.then(() => reject(new Error(`holder exited: ${stderr}`)));
    });
  const holder = { child, nextLine, exited };
  holders.push(holder);
  return holder;
}

async function killHard(holder: Holder): Promise<void> {
  holder.child.kill('SIGKILL');
  await holder.exited;
}

/** Abstract sockets exist on Linux only; the file locks are what other platforms use. */
const KINDS: LockKind[] = process.platform === 'linux' ? ['abstract-socket', 'socket', 'pid-file'] : ['socket', 'pid-file'];

describe.each<LockKind>(KINDS)('the data folder lock (%s)', (kind) => {
  it('is taken at once after its owner was killed with SIGKILL', async () => {
    const dataDir = newDataDir();
    const holder = startHolder(dataDir, kind);
    expect(await holder.nextLine()).toBe('locked');
    await killHard(holder);

    const started = performance.now();
    const lock = await lockDataDir(dataDir, { kind });
    expect(performance.now() - started).toBeLessThan(200);
    await lock.release();
  });

  it('refuses while a live process holds it, naming that process', async () => {
    const dataDir = newDataDir();
    const holder = startHolder(dataDir, kind);
    expect(await holder.nextLine()).toBe('locked');

    const attempt = lockDataDir(dataDir, { kind });
    await expect(attempt).rejects.toBeInstanceOf(DataDirInUseError);
    await expect(attempt).rejects.toThrow(`(pid ${holder.child.pid} on ${hostname()}, started `);
  });

  it('lets exactly one of several processes starting at once take it, also over a dead owner’s lock', async () => {
    for (const hasDeadOwner of [false, true]) {
      const dataDir = newDataDir();
      if (hasDeadOwner) {
        const dead = startHolder(dataDir, kind);
        expect(await dead.nextLine()).toBe('locked');
        await killHard(dead);
      }
      const racers = Array.from({ length: 6 }, () => startHolder(dataDir, kind, true));
      for (const racer of racers) expect(await racer.nextLine()).toBe('ready');
      for (const racer of racers) racer.child.stdin.write('go\n');
      const results = await Promise.all(racers.map((racer) => racer.nextLine()));

      expect(results.filter((result) => result === 'locked')).toHaveLength(1);
      expect(results.filter((result) => result === 'in-use')).toHaveLength(racers.length - 1);
      for (const racer of racers) racer.child.stdin.end();
      await Promise.all(racers.map((racer) => racer.exited));
    }
  });

  it('lets exactly one of two attempts at once in this process replace a dead owner’s lock', async () => {
    // In one process the two attempts interleave at every await, checking and replacing the dead lock in step.
    const dataDir = newDataDir();
    const dead = startHolder(dataDir, kind);
    expect(await dead.nextLine()).toBe('locked');
    await killHard(dead);

    const results = await Promise.allSettled([lockDataDir(dataDir, { kind }), lockDataDir(dataDir, { kind })]);

    const won = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
    expect(won).toHaveLength(1);
    expect(refused).toEqual([expect.any(DataDirInUseError)]);
    await won[0]?.release();
  });

  it('is free again after release, refuses a second lock in the same process, and lets the process exit', async () => {
    const dataDir = newDataDir();
    const lock = await lockDataDir(dataDir, { kind });
    expect(lock.kind).toBe(kind);
    expect(JSON.parse(readFileSync(path.join(dataDir, OWNER_FILE), 'utf8'))).toMatchObject({ pid: process.pid, host: hostname() });
    await expect(lockDataDir(dataDir, { kind })).rejects.toBeInstanceOf(DataDirInUseError);
    await lock.release();
    expect(existsSync(path.join(dataDir, OWNER_FILE))).toBe(false);

    // The holder exits as soon as its stdin closes: the lock does not keep it alive.
    const holder = startHolder(dataDir, kind);
    expect(await holder.nextLine()).toBe('locked');
    holder.child.stdin.end();
    expect(await holder.exited).toBe(0);
    await (await lockDataDir(dataDir, { kind })).release();
  });
});

describe('the data folder lock by default', () => {
  it('uses an abstract socket on Linux and a socket file elsewhere, whatever the length of the path', async () => {
    for (const dataDir of [newDataDir(), path.join(newDataDir(), 'x'.repeat(120))]) {
      const lock = await lockDataDir(dataDir);
      if (process.platform === 'linux') expect(lock.kind).toBe('abstract-socket');
      else expect(['socket', 'pid-file']).toContain(lock.kind);
      await lock.release();
    }
  });
});

describe.runIf(process.platform === 'linux')('the data folder lock (abstract-socket) across paths and network namespaces', () => {
  it('is one lock for the folder however it is reached (a symbolic link)', async () => {
    const dataDir = newDataDir();
    mkdirSync(dataDir, { recursive: true });
    const linked = `${dataDir}-link`;
    symlinkSync(dataDir, linked);
    const holder = startHolder(dataDir, 'abstract-socket');
    expect(await holder.nextLine()).toBe('locked');
    await expect(lockDataDir(linked, { kind: 'abstract-socket' })).rejects.toBeInstanceOf(DataDirInUseError);
  });

  it('refuses while a store in another network namespace answers on store.sock, and is free once it stops', async () => {
    // A store whose abstract name this namespace cannot see: it is known by the socket file it listens on.
    const dataDir = newDataDir();
    mkdirSync(dataDir, { recursive: true });
    const otherNamespace = net.createServer((connection) => connection.destroy());
    await new Promise<void>((resolve) => otherNamespace.listen(path.join(dataDir, LOCK_SOCKET_FILE), resolve));

    await expect(lockDataDir(dataDir, { kind: 'abstract-socket' })).rejects.toBeInstanceOf(DataDirInUseError);
    await new Promise<void>((resolve) => otherNamespace.close(() => resolve()));
    const lock = await lockDataDir(dataDir, { kind: 'abstract-socket' });
    expect(existsSync(path.join(dataDir, LOCK_SOCKET_FILE))).toBe(true);
    await lock.release();
    expect(existsSync(path.join(dataDir, LOCK_SOCKET_FILE))).toBe(false);
  });
});
