// Test helper, run as a child process by data-dir-lock.test.ts: `node data-dir-lock-holder.ts <dir> <kind> [--wait-for-go]`.
// Prints 'ready' (with --wait-for-go, then waits for a 'go' line), then 'locked' or 'in-use', and holds
// the lock until its stdin closes: the lock itself keeps nothing alive.
import { createInterface } from 'node:readline';
import { DataDirInUseError, lockDataDir, type LockKind } from './data-dir-lock.ts';

const [dataDir = '', kind = 'socket', flag] = process.argv.slice(2);
const lines = createInterface({ input: process.stdin });
const nextLine = () => new Promise<string>((resolve) => lines.once('line', resolve));

if (flag === '--wait-for-go') {
  const go = nextLine();
  process.stdout.write('ready\n');
  await go;
}
try {
  await lockDataDir(dataDir, { kind: kind as LockKind });
  process.stdout.write('locked\n');
} catch (error) {
  if (!(error instanceof DataDirInUseError)) throw error;
  process.stdout.write('in-use\n');
}
lines.once('close', () => process.exit(0));
