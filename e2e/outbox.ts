// The store's outbox in e2e runs (e2e/start-server.ts: DATA_DIR/outbox, one .eml file per message):
// what a user would find in their mailbox.
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { e2ePort } from './server-port.ts';

const outboxDir = () => path.join(tmpdir(), `store-e2e-${e2ePort()}`, 'outbox');

/** The text of the newest message to `to` whose body matches `pattern`, waiting for the job that sends it. */
export async function mailTo(to: string, pattern: RegExp): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        const files = (await readdir(outboxDir()).catch(() => [] as string[])).filter((file) => file.endsWith('.eml')).sort().reverse();
        for (const file of files) {
          // Quoted-printable folds long lines with '=' at the end; unfold them before matching.
          const text = (await readFile(path.join(outboxDir(), file), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
          if (text.toLowerCase().includes(`to: ${to.toLowerCase()}`) && pattern.test(text)) {
            found = text;
            return true;
          }
        }
        return false;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found;
}
